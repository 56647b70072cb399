/**
 * The world the authorization matrix runs in: one server, the callers of the matrix, and real rows
 * of the owner's company (its id, the owner's user id, a job, a question, a live collaborator...),
 * so that a 404 answered to someone else is the guard refusing, never "no such row".
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { companies, companyJobs } from '#api/db/schema/index.js';
import { insertSession } from '#api/modules/accounts/sessions.repository.js';
import { createAdmin } from '#api/modules/admin/admin.service.js';
import { ADMIN_SETUP_CLI } from '#api/platform/policy.js';
import { hashSecret, newSecret } from '#api/platform/tokens.js';
import { testClient } from '../api-client.js';
import { approvedCompany, TEST_CARDS } from '../billing-helpers.js';
import { createTestApp, json, secretFromLink, signUpCandidateVerified, uniqueEmail, waitForMail } from '../helpers.js';

export const PRINCIPALS = ['anonymous', 'otherCompany', 'removedCollaborator', 'admin', 'candidate', 'owner'] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

export const CARD = { cardNumber: TEST_CARDS.success, expiry: '12/39', cvc: '123', cardholderName: 'Ann Lee' };

/** A Remote interview three days ahead (the company has no office, so its zone is UTC). */
export const INTERVIEW_BODY = {
  date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
  startTime: '10:00',
  endTime: '30',
  interviewType: 'Remote' as const,
  link: 'https://meet.example.com/matrix',
};

export type World = Awaited<ReturnType<typeof startWorld>>;

export async function startWorld() {
  const registered: RouteOptions[] = [];
  const app = await createTestApp(
    // Every sign-in and sign-up of the matrix comes from one address.
    { rateLimit: { authMax: 1_000_000, windowMs: 60_000 } },
    { onRoute: (route) => registered.push(route) },
  );
  const api = testClient(app);

  const owner = await approvedCompany(app);
  const other = await approvedCompany(app);
  const adminEmail = uniqueEmail('matrix.admin');
  const adminUser = await createAdmin(app.ctx, ADMIN_SETUP_CLI, {
    email: adminEmail,
    password: 'Quartz#Lantern7',
    name: 'Matrix Admin',
  });

  // The candidate of the matrix: the "owner" of every /api/candidate-app call.
  const candidate = await signUpCandidateVerified(app);
  const removed = await joinedCollaborator(app, owner.companyId, owner.token);
  const live = await joinedCollaborator(app, owner.companyId, owner.token);
  // Removal ends the collaborator's sessions: the token it had is what the matrix sends.
  await api.ok.patch('/api/company-user-delete/{id}', {
    params: { id: removed.membershipId },
    token: owner.token,
    body: { isDeleted: true },
  });

  const industry = firstOf(await api.ok.get('/api/industries'), 'industry');
  const profession = firstOf(await api.ok.get('/api/industry/{id}/professions', { params: { id: industry.id } }), 'profession');
  const skill = firstOf(await api.ok.post('/api/profession-with-skills', { body: { professionIds: [profession.id] } }), 'skill');
  const education = firstOf(await api.ok.get('/api/educations'), 'education');
  const age = firstOf(await api.ok.get('/api/age-specifications'), 'age specification');
  const experience = firstOf(await api.ok.get('/api/professional-experiences'), 'professional experience');
  const aPackage = firstOf(await api.ok.get('/api/packages'), 'package');
  const admin = await api.ok.post('/api/user/login', { body: { email: adminEmail, password: 'Quartz#Lantern7' } });
  const promo = await api.ok.post('/api/admin/promos', {
    token: admin.token,
    body: { promoCode: 'MATRIX10', discountType: 'percent', discountValue: 10 },
  });
  const draftJob = () =>
    api.ok.post('/api/companies/{companyId}/company-jobs', {
      params: { companyId: owner.companyId },
      token: owner.token,
      body: {
        jobTitle: 'Backend Developer',
        industryId: industry.id,
        professionId: profession.id,
        skillIds: [skill.id],
        educationIds: [education.id],
        ageSpecificationId: age.id,
        professionalExperienceId: experience.id,
        gender: 'All',
        workType: 'Fully Remote',
      },
    });
  const job = await draftJob();
  // A job candidates can apply to (published without spending a credit: the matrix is about access).
  const openJob = await draftJob();
  await app.db.update(companyJobs).set({ jobStatus: 'Published', publishedAt: new Date() }).where(eq(companyJobs.id, openJob.id));
  // The rows the owner's deletions remove are their own, so no other route's answer depends on order.
  const doomedJob = await draftJob();
  const questions = await api.ok.post('/api/company-jobs/{jobId}/custom-questions', {
    params: { jobId: job.id },
    token: owner.token,
    body: ['Why us?', 'Where next?'],
  });
  const question = firstOf(questions, 'question');
  const doomedQuestion = firstOf(questions.slice(1), 'second question');
  const intent = () =>
    api.ok.post('/api/create-payment-intent', {
      token: owner.token,
      body: { packageId: aPackage.id, companyId: owner.companyId },
    });
  const payment = await intent();
  const skillTest = firstOf(await api.ok.get('/api/candidate-app/tests', { token: candidate.token }), 'skill test');
  // The candidate applies to the owner's open job: the application and the candidate the company
  // calls name, which the owner may see and no one else.
  const application = await api.ok.post('/api/candidate-app/jobs/{jobId}/apply', {
    params: { jobId: openJob.id },
    token: candidate.token,
    body: { answers: [] },
  });
  // The application's interview and conversation, which the interview and chat calls name.
  const interview = await api.ok.post('/api/job-applications/{id}/interviews', {
    params: { id: application.id },
    token: owner.token,
    body: INTERVIEW_BODY,
  });
  const started = await api.ok.post('/api/chat-start', {
    token: owner.token,
    body: { candidateId: candidate.candidateId, companyId: owner.companyId, jobApplicationId: application.id, content: 'Hello' },
  });
  // A payment the card accepted: the transaction the owner's payment acceptance names.
  const paid = await api.ok.post('/api/sandbox-payments/confirm', {
    token: owner.token,
    body: { ...CARD, sessionId: (await intent()).sessionId },
  });

  /**
   * A fresh session per request: what one request does to its session (signing out, a password
   * change ending the others) then cannot change the answer of the next.
   */
  const freshToken = async (userId: string) => {
    const token = newSecret();
    await insertSession(app.db, { userId, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + 3_600_000) });
    return token;
  };
  const tokenOf = async (who: PrincipalName): Promise<string | undefined> => {
    if (who === 'anonymous') return undefined;
    if (who === 'removedCollaborator') return removed.token;
    return freshToken(
      {
        otherCompany: other.profile.userId,
        admin: adminUser.userId,
        candidate: candidate.profile.userId,
        owner: owner.profile.userId,
      }[who],
    );
  };

  // The careers page the database named from the company's name.
  const [careers] = await app.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, owner.profile.id));

  return {
    app,
    registered,
    tokenOf,
    owner: { ...owner, userId: owner.profile.userId },
    ids: {
      job: job.id,
      question: question.id,
      doomedJob: doomedJob.id,
      doomedQuestion: doomedQuestion.id,
      liveMembership: live.membershipId,
      industry: industry.id,
      profession: profession.id,
      skill: skill.id,
      package: aPackage.id,
      promo: promo.id,
      paymentSession: payment.sessionId,
      transaction: paid.transactionId,
      test: skillTest.id,
      openJob: openJob.id,
      application: application.id,
      candidate: candidate.candidateId,
      interview: interview.id,
      chatSession: started.chatSession.id,
      careersSlug: careers?.slug as string,
    },
  };
}

/** The first row of a list the setup needs; the setup fails, naming it, when there is none. */
function firstOf<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`matrix setup: no ${what}`);
  return row;
}

/** A collaborator of the company who accepted the invitation, signed in. */
async function joinedCollaborator(app: FastifyInstance, companyId: string, ownerToken: string) {
  const email = uniqueEmail('matrix.collaborator');
  const invited = await app.inject(
    json('POST', `/api/company/${companyId}/invite_collaborator`, { name: 'Cleo Park', email }, ownerToken),
  );
  if (invited.statusCode !== 200) throw new Error(`matrix setup: invitation answered ${invited.statusCode}: ${invited.body}`);
  const mail = await waitForMail(app, email);
  const key = secretFromLink(mail.text, '/collaborators-sign-up');
  const joined = await app.inject(
    json('POST', '/api/collaborator-sign-up', { collaboratorVerificationKey: key, password: 'Joined#Quartz-Lumen84' }),
  );
  if (joined.statusCode !== 200) throw new Error(`matrix setup: joining answered ${joined.statusCode}: ${joined.body}`);
  return { token: joined.json().token as string, membershipId: invited.json().id as string };
}
