/**
 * Building blocks for tests of the applicant pipeline and anything after it (interviews, chat,
 * matching): a published job with screening questions, a team member who joined, and a candidate
 * with a saved profile who applied to a job. Everything goes through the API as a user would,
 * except publishing, which is set directly so that no job credit has to be bought.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyJobs, interviews } from '#api/db/schema/index.js';
import { testClient } from './api-client.js';
import type { Company } from './billing-helpers.js';
import { secretFromLink, signUpCandidateVerified, uniqueEmail, waitForMail } from './helpers.js';
import { jobTaxonomyRefs, remoteJobBody } from './job-refs.js';

export type PublishedJob = { id: string; jobTitle: string; questions: { id: string; question: string }[] };

/** A published job of the company with these screening questions (none by default). */
export async function publishedJob(app: FastifyInstance, company: Company, jobTitle: string, questions: string[] = []) {
  const refs = await jobTaxonomyRefs(app);
  const api = testClient(app);
  const job = await api.ok.post('/api/companies/{companyId}/company-jobs', {
    params: { companyId: company.companyId },
    token: company.token,
    body: remoteJobBody(refs, jobTitle),
  });
  const added = questions.length
    ? await api.ok.post('/api/company-jobs/{jobId}/custom-questions', {
        params: { jobId: job.id },
        token: company.token,
        body: questions,
      })
    : [];
  await app.db.update(companyJobs).set({ jobStatus: 'Published', publishedAt: new Date() }).where(eq(companyJobs.id, job.id));
  return { id: job.id, jobTitle, questions: added.map((q) => ({ id: q.id, question: q.question })) } satisfies PublishedJob;
}

/** A collaborator of the company who accepted the invitation, signed in. */
export async function joinedCollaborator(app: FastifyInstance, company: Company, name = 'Cleo Park') {
  const email = uniqueEmail('collaborator');
  const api = testClient(app);
  const invited = await api.ok.post('/api/company/{id}/invite_collaborator', {
    params: { id: company.companyId },
    token: company.token,
    body: { name, email },
  });
  const mail = await waitForMail(app, email);
  const key = secretFromLink(mail.text, '/collaborators-sign-up');
  const joined = await api.ok.post('/api/collaborator-sign-up', {
    body: { collaboratorVerificationKey: key, password: 'Joined#Quartz-Lumen84' },
  });
  return { name, email, token: joined.token, userId: joined.profile.userId, membershipId: invited.id };
}

/**
 * A work history of one current job with this title, started `months` ago to the day: what the
 * matching engine counts as experience (in the profession the title names).
 */
export function workedAs(jobTitle: string, months: number, now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, Math.min(now.getUTCDate(), 28)));
  return [{ jobTitle, companyName: 'Acme GmbH', from: from.toISOString().slice(0, 10), to: null }];
}

/** A profile the candidate saves: a city the bundled data knows, no sections unless given. */
export const candidateProfileBody = (over: Record<string, unknown> = {}) => ({
  title: 'Frontend Developer',
  aboutYou: 'I build accessible web apps.',
  city: 'Berlin',
  country: 'Germany',
  yearsOfExperience: 24,
  video: null,
  skillIds: [],
  educations: [],
  workExperiences: [],
  certificates: [],
  portfolios: [],
  ...over,
});

/** Saves the candidate's whole profile (PUT /api/candidate-app/profile) and answers it. */
export const saveCandidateProfile = (app: FastifyInstance, token: string, over: Record<string, unknown> = {}) =>
  testClient(app).ok.put('/api/candidate-app/profile', { token, body: candidateProfileBody(over) });

/** Applies to the job as the candidate, answering every screening question. */
export const applyTo = (app: FastifyInstance, token: string, job: PublishedJob, answer = 'Because of the mission.') =>
  testClient(app).ok.post('/api/candidate-app/jobs/{jobId}/apply', {
    params: { jobId: job.id },
    token,
    body: { answers: job.questions.map((q) => ({ questionId: q.id, answer })) },
  });

/**
 * Moves an interview's start an hour into the past, as if its time had come: interviews cannot be
 * scheduled in the past, and an outcome can only be set once one has started.
 */
export async function interviewStarted(app: FastifyInstance, interviewId: string) {
  await app.db
    .update(interviews)
    .set({ startsAt: new Date(Date.now() - 3_600_000) })
    .where(eq(interviews.id, interviewId));
}

/** A new candidate with a saved profile (`profile` overrides its fields) who applied to the job. */
export async function applicant(
  app: FastifyInstance,
  job: PublishedJob,
  opts: { name?: string; profile?: Record<string, unknown> } = {},
) {
  const candidate = await signUpCandidateVerified(app, opts.name ? { name: opts.name } : {});
  await saveCandidateProfile(app, candidate.token, opts.profile);
  const application = await applyTo(app, candidate.token, job);
  return { ...candidate, applicationId: application.id, application };
}

/**
 * Waits until the matching engine's queued rematches have all run (both queue kinds keep their
 * jobs in the database). A test that writes match rows itself does so after this, or a rematch
 * queued by its setup (a publish, an application, a profile save) could replace them later.
 */
export function matchingQueueSettled(app: FastifyInstance, timeoutMs = 30_000) {
  return queueSettled(app, ['matching.rematch-job', 'matching.rematch-candidate'], timeoutMs);
}

/** Waits until no job of these kinds is due or running (a recurring job's next run, later, does not count). */
export async function queueSettled(app: FastifyInstance, kinds: string[], timeoutMs = 30_000) {
  const names = sql`(${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})`;
  const pending =
    app.ctx.queue.kind === 'pg-boss'
      ? sql`select count(*)::int as n from pgboss.job where name in ${names}
          and state in ('created', 'retry', 'active') and start_after <= now() + interval '5 seconds'`
      : sql`select count(*)::int as n from queue_jobs where name in ${names}
          and state in ('created', 'active') and run_after <= now() + interval '5 seconds'`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = (await app.db.execute(pending)) as unknown as { rows: { n: number }[] };
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the queue did not settle: ${kinds.join(', ')}`);
}
