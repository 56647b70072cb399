import pg from 'pg';
import { secretFromLink, uniqueEmail, validCandidateSignUp, validSignUp } from '../../apps/api/test/helpers.js';
import { remoteJobBody } from '../../apps/api/test/job-refs.js';
import { candidateProfileBody } from '../../apps/api/test/pipeline-helpers.js';
import { call, okJson } from './http-client.js';
import { type Session, sessionFrom, solvedCaptcha } from './session.js';
import type { Smtp } from './smtp.js';

/**
 * The data of scenarios 1–5, made through the proxy as users make it (sign-ups with the captcha
 * solved, links from the emails the SMTP server caught), except the two steps an operator or a
 * payment does, set in the database as the API tests set them: approving the company and
 * publishing its job.
 */

/** Runs one statement on a connection of its own: PostgreSQL is restarted under the suite. */
export async function sql<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The emailed link's secret, once the email reached the SMTP server. */
async function emailedSecret(smtp: Smtp, to: string, linkPath: string) {
  return secretFromLink((await smtp.waitFor(to, /Verify/)).text, linkPath);
}

export async function signUpCompany(origin: string, smtp: Smtp) {
  const body = validSignUp(uniqueEmail('owner'));
  okJson(
    await call(origin, 'POST', '/api/user/createCompany', { body: { ...body, captcha: await solvedCaptcha(origin) } }),
    'sign-up',
  );
  const secretKey = await emailedSecret(smtp, body.email, '/companydetails');
  const session = sessionFrom(
    origin,
    await call(origin, 'POST', '/api/user/emailTokenVerification', { body: { secretKey } }),
    'verification',
  );
  return { ...body, session, companyId: session.profile.id };
}

export async function signUpCandidate(origin: string, smtp: Smtp, name: string) {
  const body = { ...validCandidateSignUp(uniqueEmail('candidate')), name };
  okJson(
    await call(origin, 'POST', '/api/candidate-app/sign-up', { body: { ...body, captcha: await solvedCaptcha(origin) } }),
    'candidate sign-up',
  );
  const secretKey = await emailedSecret(smtp, body.email, '/emailverification');
  const session = sessionFrom(
    origin,
    await call(origin, 'POST', '/api/user/emailTokenVerification', { body: { secretKey } }),
    'verification',
  );
  return { ...body, session, candidateId: session.profile.id };
}

/** The taxonomy ids a job names, read through the public calls the job wizard makes. */
async function jobTaxonomyRefs(origin: string) {
  const read = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    okJson<T>(await call(origin, method, path, { body }), path);
  const industries = await read<{ id: string; industryName: string }[]>('GET', '/api/industries');
  const industry = industries.find((i) => i.industryName === 'Software Engineering') ?? industries[0];
  if (!industry) throw new Error('the taxonomy is not seeded');
  const [profession] = await read<{ id: string }[]>('GET', `/api/industry/${industry.id}/professions`);
  if (!profession) throw new Error('the industry has no profession');
  const skills = await read<{ id: string }[]>('POST', '/api/profession-with-skills', { professionIds: [profession.id] });
  const educations = await read<{ id: string }[]>('GET', '/api/educations');
  const ages = await read<{ id: string }[]>('GET', '/api/age-specifications');
  const experiences = await read<{ id: string }[]>('GET', '/api/professional-experiences');
  return {
    industryId: industry.id,
    professionId: profession.id,
    skillIds: skills.slice(0, 3).map((s) => s.id),
    educationIds: [educations[4]?.id as string],
    ageSpecificationId: ages[0]?.id as string,
    professionalExperienceId: experiences[2]?.id as string,
  };
}

export type Applicant = Awaited<ReturnType<typeof signUpCandidate>> & { applicationId: string };

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** An approved company with a published job, `applicants` candidates who applied, and a conversation with the first. */
export async function buildWorld(origin: string, smtp: Smtp, databaseUrl: string, applicants: number) {
  const owner = await signUpCompany(origin, smtp);
  await sql(databaseUrl, 'update companies set is_allowed = true, is_sign_up_process_completed = true where id = $1', [
    owner.companyId,
  ]);
  const job = okJson<{ id: string }>(
    await owner.session.send(
      'POST',
      `/api/companies/${owner.companyId}/company-jobs`,
      remoteJobBody(await jobTaxonomyRefs(origin), 'Platform Engineer'),
    ),
    'job creation',
  );
  await sql(databaseUrl, `update company_jobs set job_status = 'Published', published_at = now() where id = $1`, [job.id]);

  const candidates: Applicant[] = [];
  for (let i = 0; i < applicants; i++) {
    const candidate = await signUpCandidate(origin, smtp, `Load Candidate ${i + 1}`);
    okJson(await candidate.session.send('PUT', '/api/candidate-app/profile', candidateProfileBody()), 'profile');
    const application = okJson<{ id: string }>(
      await candidate.session.send('POST', `/api/candidate-app/jobs/${job.id}/apply`, { answers: [] }),
      'application',
    );
    candidates.push({ ...candidate, applicationId: application.id });
  }
  const first = candidates[0];
  if (!first) throw new Error('the world needs at least one applicant');
  const started = okJson<{ chatSession: { id: string } }>(
    await owner.session.send('POST', '/api/chat-start', {
      candidateId: first.candidateId,
      companyId: owner.companyId,
      jobApplicationId: first.applicationId,
      content: 'Hello, thanks for applying.',
    }),
    'chat start',
  );
  return { owner, jobId: job.id, candidates, chatSessionId: started.chatSession.id, databaseUrl };
}

/** Sends a chat message in the world's conversation (publishes `chat` to the company's streams). */
export const sendChat = (session: Session, chatSessionId: string, content: string) =>
  session.send('POST', '/api/chats', { chatSessionId, content });
