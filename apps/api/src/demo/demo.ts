/**
 * `npm run demo`: a demo company with its team, openings in every status, and candidates who
 * applied, were noted on and took skills tests, written into the configured database.
 *
 * Whatever carries a rule goes through the services the API calls (the business profile, buying a
 * bundle through the sandbox, creating, publishing, pausing and completing jobs, screening
 * questions, candidate profiles with their profileRank, test attempts with their scoring,
 * applications with their answers and notifications), so the data obeys the same rules as data
 * entered by hand. What has no rule of its own is written in bulk: accounts (one password hash
 * shared by every demo candidate), the dates that make the history look lived-in, application
 * statuses, team notes and page views. The matches are the matching engine's own, scored last.
 *
 * This file runs the steps in order; each lives in its own file: the company (demo-company.ts),
 * its openings (demo-openings.ts), the candidates' accounts, tests and applications
 * (demo-applicants.ts), the history (demo-history.ts) and the conversations (demo-conversations.ts).
 */
import { eq } from 'drizzle-orm';
import { companyUsers, users } from '#api/db/schema/index.js';
import { saveProfile } from '#api/modules/candidates/candidates.service.js';
import { locateCity } from '#api/modules/geo/geo.service.js';
import { updateJob } from '#api/modules/jobs/jobs.wizard.service.js';
import { rematchJob } from '#api/modules/matching/matching.service.js';
import type { AppContext } from '#api/platform/context.js';
import type { Principal } from '#api/platform/policy.js';
import { CANDIDATE_CITIES, DEMO_CANDIDATE_PASSWORD } from './content/candidates.js';
import { DEMO_COMPANY } from './content/company.js';
import { applyToOpenings, FIRST_CANDIDATE_EMAIL, insertCandidateAccounts, takeTests } from './demo-applicants.js';
import { makeCandidates, seedFakers } from './demo-candidates.js';
import { createCompany } from './demo-company.js';
import { writeConversations } from './demo-conversations.js';
import { writeHistory } from './demo-history.js';
import { createOpenings } from './demo-openings.js';
import { loadReferenceData } from './demo-taxonomy.js';

export type DemoOptions = {
  /** How many candidates (300 by default; the test uses a few). */
  candidates?: number;
  seed?: number;
  log?: (line: string) => void;
};

export type DemoSignIn = { email: string; password: string };
export type DemoResult = {
  /** False when the demo company was there already: nothing was written. */
  created: boolean;
  companyId: string;
  owner: DemoSignIn;
  collaborator: DemoSignIn;
  candidate: DemoSignIn;
  counts?: { jobs: number; candidates: number; applications: number; notes: number; testAttempts: number };
  /** Each demo candidate's profession as the generator made them: the ground truth of the ranking benchmark. */
  professions?: Map<string, string>;
};

/** The demo company's id when it exists (found by its owner's address). */
async function findDemoCompany(ctx: AppContext) {
  const rows = await ctx.db
    .select({ companyId: companyUsers.companyId })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .where(eq(users.email, DEMO_COMPANY.ownerEmail))
    .limit(1);
  return rows[0]?.companyId;
}

function signIns(companyId: string, created: boolean): DemoResult {
  return {
    created,
    companyId,
    owner: { email: DEMO_COMPANY.ownerEmail, password: DEMO_COMPANY.password },
    collaborator: { email: DEMO_COMPANY.collaboratorEmail, password: DEMO_COMPANY.password },
    candidate: { email: FIRST_CANDIDATE_EMAIL, password: DEMO_CANDIDATE_PASSWORD },
  };
}

export async function generateDemo(ctx: AppContext, opts: DemoOptions = {}): Promise<DemoResult> {
  const log = opts.log ?? (() => {});
  const existing = await findDemoCompany(ctx);
  if (existing) return signIns(existing, false);

  const f = seedFakers(opts.seed ?? 20261124);
  const now = new Date();
  const ref = await loadReferenceData(ctx.db);
  if (!ref.professions.length || !ref.tests.length) throw new Error('the taxonomy and the skills tests are not seeded');

  // Only places the bundled world-cities data knows: the profile save locates them there.
  const cities = [];
  for (const c of CANDIDATE_CITIES) if (await locateCity(c.city, c.country)) cities.push(c);

  const { companyId, owner, collaborator } = await createCompany(ctx);
  log(`company ${DEMO_COMPANY.companyName} with its owner and a collaborator`);
  const jobs = await createOpenings(ctx, f, ref, companyId, owner);
  log(`${jobs.length} openings`);

  const people = makeCandidates(f, ref, cities, opts.candidates ?? 300, now);
  const signedUp = await insertCandidateAccounts(ctx, people, now);
  let testAttempts = 0;
  for (const [i, person] of people.entries()) {
    const me = signedUp[i] as Principal;
    await saveProfile(ctx, me, person.profile);
    testAttempts += await takeTests(ctx, f, ref, me, person);
  }
  log(`${people.length} candidates with complete profiles and ${testAttempts} test attempts`);

  const applied = await applyToOpenings(ctx, f, jobs, people, signedUp);
  log(`${applied.length} applications`);
  // Paused and completed openings were published and received applications first.
  for (const job of jobs) {
    if (job.opening.status === 'Paused' || job.opening.status === 'Completed') {
      await updateJob(ctx, owner, job.id, { jobStatus: job.opening.status });
    }
  }
  const notes = await writeHistory(ctx, f, { companyId, jobs, applied, people, owner, collaborator, now, ref });
  log(`${notes} team notes, statuses and dates`);
  // The matches, by the engine itself and before this process ends (the queue's runs of the same
  // rematches, sent by the services above, find them done and write the same set again).
  let matches = 0;
  for (const job of jobs) matches += (await rematchJob(ctx, job.id, now)).stored;
  log(`${matches} matches scored by the matching engine`);
  const candidates = new Map(signedUp.map((p) => [p.candidateId as string, p]));
  const talks = await writeConversations(ctx, { owner, candidates, now });
  log(`${talks.conversations} conversations and ${talks.interviews} upcoming interviews`);
  return {
    ...signIns(companyId, true),
    counts: { jobs: jobs.length, candidates: people.length, applications: applied.length, notes, testAttempts },
    professions: new Map(people.map((p, i) => [signedUp[i]?.candidateId as string, p.profession.name])),
  };
}
