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
  interviewType: 'Remote',
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
  const ok = async (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, token?: string) => {
    const res = await app.inject(json(method, url, body, token));
    if (res.statusCode >= 300) throw new Error(`matrix setup: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };

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
  await ok('PATCH', `/api/company-user-delete/${removed.membershipId}`, { isDeleted: true }, owner.token);

  const industry = (await ok('GET', '/api/industries'))[0];
  const profession = (await ok('GET', `/api/industry/${industry.id}/professions`))[0];
  const skills = await ok('POST', '/api/profession-with-skills', { professionIds: [profession.id] });
  const educations = await ok('GET', '/api/educations');
  const ages = await ok('GET', '/api/age-specifications');
  const experiences = await ok('GET', '/api/professional-experiences');
  const packages = await ok('GET', '/api/packages');
  const admin = await ok('POST', '/api/user/login', { email: adminEmail, password: 'Quartz#Lantern7' });
  const promo = await ok(
    'POST',
    '/api/admin/promos',
    { promoCode: 'MATRIX10', discountType: 'percent', discountValue: 10 },
    admin.token,
  );
  const draftJob = () =>
    ok(
      'POST',
      `/api/companies/${owner.companyId}/company-jobs`,
      {
        jobTitle: 'Backend Developer',
        industryId: industry.id,
        professionId: profession.id,
        skillIds: [skills[0].id],
        educationIds: [educations[0].id],
        ageSpecificationId: ages[0].id,
        professionalExperienceId: experiences[0].id,
        gender: 'All',
        workType: 'Fully Remote',
      },
      owner.token,
    );
  const job = await draftJob();
  // A job candidates can apply to (published without spending a credit: the matrix is about access).
  const openJob = await draftJob();
  await app.db.update(companyJobs).set({ jobStatus: 'Published', publishedAt: new Date() }).where(eq(companyJobs.id, openJob.id));
  // The rows the owner's deletions remove are their own, so no other route's answer depends on order.
  const doomedJob = await draftJob();
  const [question, doomedQuestion] = await ok(
    'POST',
    `/api/company-jobs/${job.id}/custom-questions`,
    ['Why us?', 'Where next?'],
    owner.token,
  );
  const intent = () =>
    ok('POST', '/api/create-payment-intent', { packageId: packages[0].id, companyId: owner.companyId }, owner.token);
  const payment = await intent();
  const [skillTest] = await ok('GET', '/api/candidate-app/tests', undefined, candidate.token);
  // The candidate applies to the owner's open job: the application and the candidate the company
  // calls name, which the owner may see and no one else.
  const application = await ok('POST', `/api/candidate-app/jobs/${openJob.id}/apply`, { answers: [] }, candidate.token);
  // The application's interview and conversation, which the interview and chat calls name.
  const interview = await ok('POST', `/api/job-applications/${application.id}/interviews`, INTERVIEW_BODY, owner.token);
  const started = await ok(
    'POST',
    '/api/chat-start',
    { candidateId: candidate.candidateId, companyId: owner.companyId, jobApplicationId: application.id, content: 'Hello' },
    owner.token,
  );
  // A payment the card accepted: the transaction the owner's payment acceptance names.
  const paid = await ok('POST', '/api/sandbox-payments/confirm', { ...CARD, sessionId: (await intent()).sessionId }, owner.token);

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
      job: job.id as string,
      question: question.id as string,
      doomedJob: doomedJob.id as string,
      doomedQuestion: doomedQuestion.id as string,
      liveMembership: live.membershipId,
      industry: industry.id as string,
      profession: profession.id as string,
      skill: skills[0].id as string,
      package: packages[0].id as string,
      promo: promo.id as string,
      paymentSession: payment.sessionId as string,
      transaction: paid.transactionId as string,
      test: skillTest.id as string,
      openJob: openJob.id as string,
      application: application.id as string,
      candidate: candidate.candidateId,
      interview: interview.id as string,
      chatSession: started.chatSession.id as string,
      careersSlug: careers?.slug as string,
    },
  };
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
    json('POST', '/api/collaborator-sign-up', { collaboratorVerificationKey: key, password: 'Joined-123' }),
  );
  if (joined.statusCode !== 200) throw new Error(`matrix setup: joining answered ${joined.statusCode}: ${joined.body}`);
  return { token: joined.json().token as string, membershipId: invited.json().id as string };
}
