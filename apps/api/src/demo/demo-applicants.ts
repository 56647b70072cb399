import { type ApplicationOrigin, PRIVACY_NOTICE } from '@talentdeck/shared';
import { candidates, users } from '#api/db/schema/index.js';
import { applyToJob } from '#api/modules/applications/applications.service.js';
import { attemptTest } from '#api/modules/candidates/candidates.tests.service.js';
import type { AppContext } from '#api/platform/context.js';
import type { Principal } from '#api/platform/policy.js';
import { ANSWERS, answerKind } from './content/applications.js';
import { DEMO_CANDIDATE_DOMAIN, DEMO_CANDIDATE_PASSWORD } from './content/candidates.js';
import type { DemoCandidate, seedFakers } from './demo-candidates.js';
import type { Opening } from './demo-openings.js';
import { principal } from './demo-principal.js';
import type { ReferenceData } from './demo-taxonomy.js';

/**
 * The demo candidates as applicants: their accounts, the skills tests they take and their
 * applications to the demo openings.
 */

const DAY = 86_400_000;

/** The printed candidate: the first demo candidate (a fixed name, so a second run finds it again). */
export const FIRST_CANDIDATE_EMAIL = `maya.okafor@${DEMO_CANDIDATE_DOMAIN}`;

/** Users of type Candidate with verified addresses and their (empty) candidate rows, in bulk. */
export async function insertCandidateAccounts(ctx: AppContext, people: DemoCandidate[], now: Date): Promise<Principal[]> {
  const passwordHash = await ctx.passwords.hash(DEMO_CANDIDATE_PASSWORD);
  const out: Principal[] = [];
  for (let start = 0; start < people.length; start += 500) {
    const chunk = people.slice(start, start + 500);
    const at = chunk.map((p) => new Date(now.getTime() - p.signedUpDaysAgo * DAY));
    const inserted = await ctx.db
      .insert(users)
      .values(
        chunk.map((p, i) => ({
          name: p.name,
          email: p.email,
          passwordHash,
          userType: 'Candidate' as const,
          emailVerifiedAt: at[i],
          createdAt: at[i],
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(inserted.map((u) => [u.email, u.id]));
    const rows = await ctx.db
      .insert(candidates)
      .values(
        chunk.map((p, i) => ({
          userId: idOf.get(p.email) as string,
          createdAt: at[i],
          // The demo's people chose to be found, and accepted the notice in force when they signed up.
          discoverable: true,
          privacyNoticeVersion: PRIVACY_NOTICE.version,
          // Never before the notice was published: a demo profile older than it accepted it then.
          privacyNoticeAcceptedAt: new Date(Math.max(at[i]?.getTime() ?? 0, Date.parse(PRIVACY_NOTICE.publishedOn))),
        })),
      )
      .returning({ id: candidates.id, userId: candidates.userId });
    const candidateOf = new Map(rows.map((r) => [r.userId, r.id]));
    for (const p of chunk) {
      const userId = idOf.get(p.email) as string;
      out.push(
        principal({ userId, name: p.name, email: p.email, userType: 'Candidate', candidateId: candidateOf.get(userId) ?? null }),
      );
    }
  }
  return out;
}

/** Where the demo's applications came from: mostly the app's search and shared links, as on a real board. */
function demoOrigin(f: ReturnType<typeof seedFakers>): ApplicationOrigin {
  return f.helpers.weightedArrayElement<ApplicationOrigin>([
    { value: { source: 'candidate_search' }, weight: 35 },
    { value: { source: 'shared_link', utmSource: 'linkedin', utmMedium: 'social' }, weight: 20 },
    { value: { source: 'shared_link', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn-hiring' }, weight: 8 },
    { value: { source: 'careers_page' }, weight: 15 },
    { value: { source: 'job_board' }, weight: 12 },
    { value: { source: 'job_page' }, weight: 10 },
  ]);
}

/**
 * Tests of the candidate's own skills, most of the time: answered right with the candidate's
 * ability, so some pass and some fail; scored by the server.
 */
export async function takeTests(
  ctx: AppContext,
  f: ReturnType<typeof seedFakers>,
  ref: ReferenceData,
  me: Principal,
  person: DemoCandidate,
) {
  const own = new Set(person.profile.skillIds);
  const fitting = ref.tests.filter((t) => own.has(t.skillId));
  const chosen = f.helpers.arrayElements(fitting, Math.min(fitting.length, f.number.int({ min: 0, max: 3 })));
  if (person.email === FIRST_CANDIDATE_EMAIL && chosen.length === 0 && fitting[0]) chosen.push(fitting[0]);
  for (const test of chosen) {
    await attemptTest(ctx, me, test.id, {
      answers: test.questions.map((q) => ({
        questionId: q.questionId,
        optionId: f.datatype.boolean(person.ability) ? q.correct : (f.helpers.arrayElement(q.wrong) ?? null),
      })),
    });
  }
  return chosen.length;
}

export type Applied = { applicationId: string; job: Opening; person: DemoCandidate };

/**
 * Each candidate applies to one to four published openings, preferring those of their own
 * profession and the busier ones, answering every screening question.
 */
export async function applyToOpenings(
  ctx: AppContext,
  f: ReturnType<typeof seedFakers>,
  jobs: Opening[],
  people: DemoCandidate[],
  signedUp: Principal[],
) {
  const open = jobs.filter((j) => j.opening.status !== 'Draft');
  const out: Applied[] = [];
  for (const [i, person] of people.entries()) {
    const how = f.helpers.weightedArrayElement([
      { value: 1, weight: 40 },
      { value: 2, weight: 30 },
      { value: 3, weight: 20 },
      { value: 4, weight: 10 },
    ]);
    const picks = new Set<Opening>();
    // The busiest opening gets the printed candidate, and some applicants from any background.
    if (i === 0 && open[0]) picks.add(open[0]);
    for (let tries = 0; picks.size < how && tries < 20; tries++) {
      picks.add(
        f.helpers.weightedArrayElement(
          open.map((j) => ({ value: j, weight: j.opening.pull * (j.profession.id === person.profession.id ? 8 : 1) })),
        ),
      );
    }
    for (const job of picks) {
      const answers = job.questions.map((q) => ({
        questionId: q.id,
        answer: f.helpers.arrayElement(ANSWERS[answerKind(q.question)]),
      }));
      const application = await applyToJob(ctx, signedUp[i] as Principal, job.id, { answers, origin: demoOrigin(f) });
      out.push({ applicationId: application.id, job, person });
    }
  }
  return out;
}
