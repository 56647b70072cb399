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
 */
import { createJobSchema, updateCompanyRequestSchema } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import {
  candidates,
  companies,
  companyJobViews,
  companyUsers,
  jobApplicationNotes,
  packages,
  users,
} from '../db/schema/index.js';
import { applyToJob } from '../modules/applications/applications.service.js';
import { acceptPayment, confirmSandboxPayment, createPaymentIntent } from '../modules/billing/billing.payments.service.js';
import { grantFreeJobPosting } from '../modules/billing/billing.service.js';
import { saveProfile } from '../modules/candidates/candidates.service.js';
import { attemptTest } from '../modules/candidates/candidates.tests.service.js';
import { updateCompany } from '../modules/companies/companies.service.js';
import { locateCity } from '../modules/geo/geo.service.js';
import { addQuestions, createJob, JOB_END_MS, updateJob } from '../modules/jobs/jobs.service.js';
import { rematchJob } from '../modules/matching/matching.service.js';
import type { AppContext } from '../platform/context.js';
import type { Principal } from '../platform/policy.js';
import { type DemoCandidate, makeCandidates, seedFakers } from './demo-candidates.js';
import {
  ANSWERS,
  answerKind,
  CANDIDATE_CITIES,
  DEMO_CANDIDATE_DOMAIN,
  DEMO_CANDIDATE_PASSWORD,
  DEMO_COMPANY,
  DEMO_OPENINGS,
  type DemoOpening,
  jobDescription,
  NOTES,
} from './demo-content.js';
import { writeConversations } from './demo-conversations.js';
import { loadReferenceData, type Profession, type ReferenceData } from './demo-taxonomy.js';

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
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The demo openings' matching weights (the wizard's sliders). */
const MATCHING = { educationPercentage: 15, workExperiencePercentage: 30, hardSkillsPercentage: 40, softSkillPercentage: 15 };
const STATUSES = ['Awaiting', 'Reviewed', 'Contacted', 'Shortlist Candidate', 'Hired', 'On Hold'] as const;
type Status = (typeof STATUSES)[number];

function principal(p: Partial<Principal> & Pick<Principal, 'userId' | 'name' | 'email' | 'userType'>): Principal {
  return {
    sessionId: 'demo',
    companyId: null,
    candidateId: null,
    isOwner: false,
    isAllowed: true,
    isSignUpProcessCompleted: true,
    ...p,
  };
}

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

/** The printed candidate: the first demo candidate (a fixed name, so a second run finds it again). */
const FIRST_CANDIDATE_EMAIL = `maya.okafor@${DEMO_CANDIDATE_DOMAIN}`;

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
  };
}

/**
 * The company, allowed and with its sign-up completed: owner and collaborator with verified
 * addresses, the business profile through the service, the free job of the first approval, and a
 * Premium bundle bought through the sandbox with its success card.
 */
async function createCompany(ctx: AppContext) {
  const passwordHash = await ctx.passwords.hash(DEMO_COMPANY.password);
  const verified = new Date(Date.now() - 120 * DAY);
  const { companyId, ownerId, collaboratorId } = await ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        companyName: DEMO_COMPANY.companyName,
        phoneNumber: DEMO_COMPANY.phoneNumber,
        isAllowed: true,
        createdAt: verified,
      })
      .returning({ id: companies.id });
    const inserted = await tx
      .insert(users)
      .values([
        {
          name: DEMO_COMPANY.ownerName,
          email: DEMO_COMPANY.ownerEmail,
          title: DEMO_COMPANY.ownerTitle,
          phoneNumber: DEMO_COMPANY.phoneNumber,
          passwordHash,
          userType: 'Company' as const,
          emailVerifiedAt: verified,
          createdAt: verified,
        },
        {
          name: DEMO_COMPANY.collaboratorName,
          email: DEMO_COMPANY.collaboratorEmail,
          title: DEMO_COMPANY.collaboratorTitle,
          passwordHash,
          userType: 'Company' as const,
          emailVerifiedAt: verified,
          createdAt: verified,
        },
      ])
      .returning({ id: users.id, email: users.email });
    const ownerId = inserted.find((u) => u.email === DEMO_COMPANY.ownerEmail)?.id;
    const collaboratorId = inserted.find((u) => u.email === DEMO_COMPANY.collaboratorEmail)?.id;
    if (!company || !ownerId || !collaboratorId) throw new Error('insert returned no row');
    await tx.insert(companyUsers).values([
      { companyId: company.id, userId: ownerId, isOwner: true, createdAt: verified },
      { companyId: company.id, userId: collaboratorId, isOwner: false, createdAt: verified },
    ]);
    return { companyId: company.id, ownerId, collaboratorId };
  });
  const owner = principal({
    userId: ownerId,
    name: DEMO_COMPANY.ownerName,
    email: DEMO_COMPANY.ownerEmail,
    userType: 'Company',
    companyId,
    isOwner: true,
  });
  const collaborator = principal({
    userId: collaboratorId,
    name: DEMO_COMPANY.collaboratorName,
    email: DEMO_COMPANY.collaboratorEmail,
    userType: 'Company',
    companyId,
  });

  const offices = [];
  for (const o of DEMO_COMPANY.offices) {
    const at = await locateCity(o.city, o.country);
    offices.push({ ...o, lat: at?.lat ?? null, long: at?.lng ?? null });
  }
  await updateCompany(
    ctx,
    owner,
    companyId,
    updateCompanyRequestSchema.parse({
      about: DEMO_COMPANY.about,
      website: DEMO_COMPANY.website,
      linkedinProfile: DEMO_COMPANY.linkedinProfile,
      twitterProfile: DEMO_COMPANY.twitterProfile,
      noOfEmployees: DEMO_COMPANY.noOfEmployees,
      companyBenefits: DEMO_COMPANY.companyBenefits,
      companyAge: DEMO_COMPANY.companyAge,
      address: offices,
    }),
  );
  await grantFreeJobPosting(ctx, companyId);
  await buyBundle(ctx, owner, companyId, 'Premium');
  return { companyId, owner, collaborator };
}

async function buyBundle(ctx: AppContext, owner: Principal, companyId: string, packageName: string) {
  if (!ctx.payments.sandbox) {
    throw new Error('npm run demo buys its job credits with the sandbox payments: run it without the Stripe settings');
  }
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.packageName, packageName)).limit(1);
  if (!pkg) throw new Error(`the ${packageName} package is not seeded`);
  const intent = await createPaymentIntent(ctx, owner, { packageId: pkg.id, companyId });
  const paid = await confirmSandboxPayment(ctx, owner, {
    sessionId: intent.sessionId,
    cardNumber: '4242424242424242',
    expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    cvc: '123',
    cardholderName: DEMO_COMPANY.ownerName,
  });
  if (paid.status !== 'succeeded') throw new Error(`the sandbox refused the demo payment: ${paid.message}`);
  await acceptPayment(ctx, owner, {
    transactionId: paid.transactionId,
    companyId,
    packageId: pkg.id,
    transactionAmount: intent.transactionAmount,
    transactionStatus: 'succeeded',
    transactionMessage: paid.message,
  });
}

type Opening = {
  id: string;
  opening: DemoOpening;
  profession: Profession;
  skillIds: string[];
  educationIds: string[];
  questions: { id: string; question: string }[];
};

/** The openings through the job wizard's service calls: created, given questions, published. */
async function createOpenings(
  ctx: AppContext,
  f: ReturnType<typeof seedFakers>,
  ref: ReferenceData,
  companyId: string,
  owner: Principal,
) {
  const out: Opening[] = [];
  for (const o of DEMO_OPENINGS) {
    const profession = ref.professionByName.get(o.profession);
    if (!profession) continue;
    const hard = profession.hard.slice(0, 40);
    const hardSkills = f.helpers.arrayElements(hard, Math.min(6, hard.length));
    const softSkills = f.helpers.arrayElements(profession.soft, Math.min(3, profession.soft.length));
    const educationIds = ref.educations.filter((e) => o.educations.includes(e.name)).map((e) => e.id);
    const office = o.city ? DEMO_COMPANY.offices.find((x) => x.city === o.city) : undefined;
    const at = office ? await locateCity(office.city, office.country) : undefined;
    const input = createJobSchema.parse({
      jobTitle: o.jobTitle,
      jobDescription: jobDescription(
        o,
        hardSkills.map((s) => s.name),
        softSkills.map((s) => s.name),
      ),
      industryId: profession.industryId,
      professionId: profession.id,
      skillIds: [...hardSkills, ...softSkills].map((s) => s.id),
      educationIds,
      professionalExperienceId: ref.experiences.find((e) => e.experience === o.experience)?.id ?? null,
      ageSpecificationId: ref.ages.find((a) => a.ageRange === 'Any age')?.id ?? ref.ages[0]?.id,
      gender: 'All',
      workType: o.workType,
      location: at ?? null,
      city: office?.city ?? null,
      country: office?.country ?? null,
      address: office?.office ?? null,
      isDisable: true,
      jobType: o.jobType,
      currency: o.currency,
      salaryType: o.salaryType,
      minimumSalary: o.salary[0],
      maximumSalary: o.salary[1],
      numberOfHiring: o.hires,
      matchingCriteria: MATCHING,
    });
    const job = await createJob(ctx, owner, companyId, input);
    const questions = await addQuestions(ctx, owner, job.id, o.questions);
    if (o.status !== 'Draft') await updateJob(ctx, owner, job.id, { jobStatus: 'Published' });
    out.push({
      id: job.id,
      opening: o,
      profession,
      skillIds: input.skillIds ?? [],
      educationIds,
      questions: questions.map((q) => ({ id: q.id, question: q.question })),
    });
  }
  return out;
}

/** Users of type Candidate with verified addresses and their (empty) candidate rows, in bulk. */
async function insertCandidateAccounts(ctx: AppContext, people: DemoCandidate[], now: Date): Promise<Principal[]> {
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
      .values(chunk.map((p, i) => ({ userId: idOf.get(p.email) as string, createdAt: at[i] })))
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

/**
 * Tests of the candidate's own skills, most of the time: answered right with the candidate's
 * ability, so some pass and some fail; scored by the server.
 */
async function takeTests(
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

type Applied = { applicationId: string; job: Opening; person: DemoCandidate };

/**
 * Each candidate applies to one to four published openings, preferring those of their own
 * profession and the busier ones, answering every screening question.
 */
async function applyToOpenings(
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
      const application = await applyToJob(ctx, signedUp[i] as Principal, job.id, { answers });
      out.push({ applicationId: application.id, job, person });
    }
  }
  return out;
}

/**
 * What makes the data look lived-in: openings created days or weeks ago (published ones still
 * within their 15 days), applications spread from publication to now, statuses in every tab,
 * team notes, page views, and the applicants list's columns copied from the candidates.
 */
async function writeHistory(
  ctx: AppContext,
  f: ReturnType<typeof seedFakers>,
  w: {
    companyId: string;
    jobs: Opening[];
    applied: Applied[];
    people: DemoCandidate[];
    owner: Principal;
    collaborator: Principal;
    now: Date;
    ref: ReferenceData;
  },
) {
  const now = w.now.getTime();
  const jobWindow = new Map<string, { from: number; to: number }>();
  for (const job of w.jobs) {
    const daysAgo = {
      Published: f.number.int({ min: 2, max: 11 }),
      Paused: f.number.int({ min: 6, max: 12 }),
      Completed: f.number.int({ min: 40, max: 75 }),
      Draft: f.number.int({ min: 0, max: 3 }),
    }[job.opening.status];
    const created = now - daysAgo * DAY - f.number.int({ min: 1, max: 20 }) * HOUR;
    const closes = job.opening.status === 'Published' ? now - 10 * 60_000 : Math.min(now - HOUR, created + 12 * DAY);
    jobWindow.set(job.id, { from: created + HOUR, to: closes });
    await ctx.db.execute(sql`
      update company_jobs set created_at = ${new Date(created)}, updated_at = ${new Date(Math.min(now, created + 2 * DAY))},
        end_date = ${new Date(created + JOB_END_MS)},
        published_at = case when published_at is null then null else ${new Date(created + HOUR)}::timestamptz end
      where id = ${job.id}`);
    await ctx.db.execute(
      sql`update company_job_custom_questions set created_at = ${new Date(created)} where company_job_id = ${job.id}`,
    );
  }

  // Statuses: the first six applicants of each opening cover every tab; the rest lean to Awaiting
  // on open jobs and to decisions on completed ones.
  const byJob = new Map<string, Applied[]>();
  for (const a of w.applied) byJob.set(a.job.id, [...(byJob.get(a.job.id) ?? []), a]);
  const rows: { id: string; status: Status; at: Date }[] = [];
  for (const [jobId, list] of byJob) {
    const win = jobWindow.get(jobId) as { from: number; to: number };
    const completed = list[0]?.job.opening.status === 'Completed';
    list.forEach((a, k) => {
      const status: Status =
        k < STATUSES.length
          ? (STATUSES[k] as Status)
          : f.helpers.weightedArrayElement(
              (completed ? [10, 30, 15, 15, 5, 25] : [45, 20, 10, 12, 3, 10]).map((weight, s) => ({
                value: STATUSES[s] as Status,
                weight,
              })),
            );
      rows.push({
        id: a.applicationId,
        status,
        at: new Date(f.number.int({ min: win.from, max: win.to })),
      });
    });
  }
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const values = sql.join(
      chunk.map((r) => sql`(${r.id}::uuid, ${r.status}::application_status, ${r.at}::timestamptz)`),
      sql`, `,
    );
    await ctx.db.execute(sql`
      update job_applications a set application_status = v.status, created_at = v.at, updated_at = v.at
      from (values ${values}) as v(id, status, at) where a.id = v.id`);
  }
  // The list's copies of the candidate's columns, as the profile save keeps them.
  await ctx.db.execute(sql`
    update job_applications a set candidate_profile_rank = c.profile_rank, candidate_experience_months = c.years_of_experience,
      candidate_has_video = coalesce(c.video, '') <> '', candidate_city = c.city
    from candidates c where c.id = a.candidate_id and a.company_id = ${w.companyId}`);
  // The bell shows each application when it came in.
  await ctx.db.execute(sql`
    update notifications n set created_at = a.created_at from job_applications a
    where n.company_id = ${w.companyId} and n.extras->>'jobApplicationId' = a.id::text`);

  const notes: (typeof jobApplicationNotes.$inferInsert)[] = [];
  for (const r of rows) {
    if (r.status === 'Awaiting') continue;
    const pool =
      r.status === 'On Hold'
        ? [...NOTES.hold, ...NOTES.early]
        : r.status === 'Reviewed'
          ? NOTES.early
          : [...NOTES.early, ...NOTES.later];
    const n = r.status === 'Reviewed' ? 1 : f.number.int({ min: 1, max: 3 });
    for (let k = 0; k < n; k++) {
      const author = f.datatype.boolean(0.6) ? w.owner : w.collaborator;
      notes.push({
        jobApplicationId: r.id,
        userId: author.userId,
        note: f.helpers.arrayElement(pool),
        createdAt: new Date(Math.min(now - 60_000, r.at.getTime() + (k + 1) * f.number.int({ min: 2, max: 40 }) * HOUR)),
      });
    }
  }
  for (let start = 0; start < notes.length; start += 1000)
    await ctx.db.insert(jobApplicationNotes).values(notes.slice(start, start + 1000));

  // Page views per day since publication, for the job statistics' chart.
  const views: (typeof companyJobViews.$inferInsert)[] = [];
  for (const job of w.jobs) {
    if (job.opening.status === 'Draft') continue;
    const win = jobWindow.get(job.id) as { from: number; to: number };
    for (let day = win.from; day <= win.to; day += DAY) {
      const date = new Date(day).toISOString().slice(0, 10);
      const count = f.number.int({ min: 3, max: 12 * job.opening.pull + 10 });
      for (let v = 0; v < count; v++)
        views.push({
          companyJobId: job.id,
          day: date,
          visitorHash: f.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
          createdAt: new Date(day),
        });
    }
  }
  for (let start = 0; start < views.length; start += 1000)
    await ctx.db
      .insert(companyJobViews)
      .values(views.slice(start, start + 1000))
      .onConflictDoNothing();
  return notes.length;
}
