import { CANDIDATE_MESSAGES, JOB_MESSAGES, type Notification } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyJobs, notifications } from '#api/db/schema/index.js';
import { requireCandidateVisibleTo } from '#api/modules/candidates/candidates.visibility.service.js';
import type { BusEvent } from '#api/platform/events/event-bus.js';
import type { Principal } from '#api/platform/policy.js';
import { type BodyOf, testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, errorOf, signUpCandidateVerified } from '#test/helpers.js';
import { jobTaxonomyRefs, remoteJobBody } from '#test/job-refs.js';

let app: FastifyInstance;
let owner: Company;
let other: Company;
let published: { id: string; questions: { id: string; question: string }[] };
let draftId: string;

const api = testClient(() => app);

async function job(c: Company, title: string, over: Record<string, unknown> = {}) {
  const refs = await jobTaxonomyRefs(app);
  const res = await api.post('/api/companies/{companyId}/company-jobs', {
    params: { companyId: c.companyId },
    token: c.token,
    body: { ...remoteJobBody(refs, title), ...over },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().id as string;
}
const publish = (id: string) =>
  app.db.update(companyJobs).set({ jobStatus: 'Published', publishedAt: new Date() }).where(eq(companyJobs.id, id));

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app, { companyName: 'Umbrella Labs' });
  other = await approvedCompany(app);
  const id = await job(owner, 'Platform Engineer');
  const questions = await api.post('/api/company-jobs/{jobId}/custom-questions', {
    params: { jobId: id },
    token: owner.token,
    body: ['Why do you want to join?', 'When can you start?'],
  });
  await publish(id);
  published = { id, questions: questions.json() };
  draftId = await job(owner, 'Platform Engineer (draft)');
  await publish(await job(other, 'Data Analyst', { workType: 'On-site', city: 'Lagos', country: 'Nigeria' }));
});
afterAll(async () => {
  await app?.close();
});

/** Applies to the job as the caller, with this body. */
const applyAs = (token: string, jobId: string, body: BodyOf<'post', '/api/candidate-app/jobs/{jobId}/apply'>) =>
  api.post('/api/candidate-app/jobs/{jobId}/apply', { params: { jobId }, token, body });
const answersTo = (qs: { id: string }[], text = 'Because of the mission.') => qs.map((q) => ({ questionId: q.id, answer: text }));

describe('the candidates’ job search', () => {
  it('lists published jobs of every company with the company and the questions; never drafts', async () => {
    const c = await signUpCandidateVerified(app);
    const res = await api.get('/api/candidate-app/jobs', { token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().map((j: { id: string }) => j.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draftId);
    expect(Number(res.headers['x-total-count'])).toBe(ids.length);
    const mine = res.json().find((j: { id: string }) => j.id === published.id);
    expect(mine).toMatchObject({ jobTitle: 'Platform Engineer', company: { id: owner.companyId, companyName: 'Umbrella Labs' } });
    expect(mine?.customQuestions.map((q: { question: string }) => q.question)).toEqual([
      'Why do you want to join?',
      'When can you start?',
    ]);
  });

  it('searches the title with q (literally) and filters like the company lists', async () => {
    const c = await signUpCandidateVerified(app);
    const q = await api.get('/api/candidate-app/jobs', { query: { q: 'platform' }, token: c.token });
    expect(q.json().map((j: { jobTitle: string }) => j.jobTitle)).toEqual(['Platform Engineer']);
    expect((await api.get('/api/candidate-app/jobs', { query: { q: '%' }, token: c.token })).json()).toEqual([]);
    const filter = JSON.stringify({ where: { workType: 'On-site', city: 'Lagos' } });
    const onSite = await api.get('/api/candidate-app/jobs', { query: { filter }, token: c.token });
    expect(onSite.json().map((j: { jobTitle: string }) => j.jobTitle)).toEqual(['Data Analyst']);
    const bad = JSON.stringify({ where: { companyId: owner.companyId } });
    expect((await api.get('/api/candidate-app/jobs', { query: { filter: bad }, token: c.token })).statusCode).toBe(422);
  });

  it('opens one published job by id, with its screening questions, and nothing for a draft', async () => {
    const c = await signUpCandidateVerified(app);
    const byId = (id: string) => JSON.stringify({ where: { id } });
    const one = await api.get('/api/candidate-app/jobs', { query: { filter: byId(published.id) }, token: c.token });
    expect(one.statusCode).toBe(200);
    expect(one.headers['x-total-count']).toBe('1');
    expect(one.json()).toEqual([
      expect.objectContaining({
        id: published.id,
        jobTitle: 'Platform Engineer',
        customQuestions: published.questions.map(({ id, question }) => ({ id, question })),
      }),
    ]);
    const draft = await api.get('/api/candidate-app/jobs', { query: { filter: byId(draftId) }, token: c.token });
    expect([draft.json(), draft.headers['x-total-count']]).toEqual([[], '0']);
  });

  it('is the candidates’ alone: a company user gets 404', async () => {
    expect((await api.get('/api/candidate-app/jobs', { token: owner.token })).statusCode).toBe(404);
  });
});

describe('applying to a job', () => {
  it('creates the application (Awaiting) with the answers, notifies the company at once and refuses a second (409)', async () => {
    const c = await signUpCandidateVerified(app, { name: 'Ravi Shah' });
    const events: BusEvent[] = [];
    const unsubscribe = app.ctx.events.subscribe(owner.companyId, (e) => events.push(e));
    try {
      const res = await applyAs(c.token, published.id, { answers: answersTo(published.questions, '  Next month  ') });
      expect(res.statusCode, res.body).toBe(200);
      const application = res.json();
      expect(application).toMatchObject({
        candidateId: c.candidateId,
        companyJobId: published.id,
        applicationStatus: 'Awaiting',
      });
      expect(application.answers).toEqual(
        published.questions.map((q) => ({ questionId: q.id, question: q.question, answer: 'Next month' })),
      );

      // The notification is readable as soon as the call answered, and was pushed live.
      const list = await api.get('/api/company-user-notification/{userId}', {
        params: { userId: owner.profile.userId },
        token: owner.token,
      });
      const note = (list.json() as Notification[]).find((n) => n.notificationType === 'JOBAPPLICATION');
      expect(note).toMatchObject({
        content: 'Ravi Shah applied for Platform Engineer',
        extras: { candidateId: c.candidateId, jobApplicationId: application.id, jobId: published.id },
      });
      await expect.poll(() => events.map((e) => e.event).sort()).toEqual(['application', 'notification']);
      expect(events.find((e) => e.event === 'application')?.data).toEqual({
        jobApplicationId: application.id,
        companyJobId: published.id,
        applicationStatus: 'Awaiting',
      });
    } finally {
      unsubscribe();
    }

    const again = await applyAs(c.token, published.id, { answers: answersTo(published.questions) });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(CANDIDATE_MESSAGES.alreadyApplied);
    const rows = await app.db.select().from(notifications).where(eq(notifications.companyId, owner.companyId));
    expect(rows.filter((n) => n.notificationType === 'JOBAPPLICATION')).toHaveLength(1);
  });

  it('needs every question answered and not blank, and only the job’s questions (422 naming each)', async () => {
    const c = await signUpCandidateVerified(app);
    const [first, second] = published.questions as unknown as [{ id: string }, { id: string }];
    const missing = await applyAs(c.token, published.id, {
      answers: [
        { questionId: first.id, answer: 'Yes' },
        { questionId: second.id, answer: '   ' },
      ],
    });
    expect(missing.statusCode).toBe(422);
    expect(detailsOf(missing)).toEqual({ [`answers.${second.id}`]: CANDIDATE_MESSAGES.answerRequired });
    const none = await applyAs(c.token, published.id, {});
    expect(Object.keys(detailsOf(none))).toHaveLength(2);
    const foreign = await applyAs(c.token, published.id, {
      answers: [...answersTo(published.questions), { questionId: owner.companyId, answer: 'x' }],
    });
    expect(detailsOf(foreign)[`answers.${owner.companyId}`]).toBe(CANDIDATE_MESSAGES.unknownQuestion);
    // Nothing was stored: a correct application still goes through.
    const ok = await applyAs(c.token, published.id, { answers: answersTo(published.questions) });
    expect(ok.statusCode).toBe(200);
  });

  it('lets one of two simultaneous applications through and answers the other 409', async () => {
    const c = await signUpCandidateVerified(app);
    const body = { answers: answersTo(published.questions) };
    const results = await Promise.all([1, 2].map(() => applyAs(c.token, published.id, body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for a job that is not published, and to anyone but a candidate', async () => {
    const c = await signUpCandidateVerified(app);
    const draft = await applyAs(c.token, draftId, { answers: [] });
    expect(draft.statusCode).toBe(404);
    expect(errorOf(draft).message).toBe(JOB_MESSAGES.jobNotFound);
    expect((await applyAs(c.token, owner.companyId, { answers: [] })).statusCode).toBe(404);
    const asCompany = await applyAs(other.token, published.id, { answers: answersTo(published.questions) });
    expect(asCompany.statusCode).toBe(404);
  });

  it('lists the candidate’s own applications with job, company and status', async () => {
    const c = await signUpCandidateVerified(app);
    const someoneElse = await signUpCandidateVerified(app);
    await applyAs(c.token, published.id, { answers: answersTo(published.questions) });
    const res = await api.get('/api/candidate-app/applications', { token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({
      candidateId: c.candidateId,
      applicationStatus: 'Awaiting',
      companyJob: { id: published.id, jobTitle: 'Platform Engineer', jobStatus: 'Published' },
      company: { id: owner.companyId, companyName: 'Umbrella Labs' },
      interview: null,
    });
    expect((await api.get('/api/candidate-app/applications', { token: someoneElse.token })).json()).toEqual([]);
  });
});

describe('who sees a candidate', () => {
  it('a company only through an application to one of its jobs; a candidate only themselves', async () => {
    const c = await signUpCandidateVerified(app);
    await applyAs(c.token, published.id, { answers: answersTo(published.questions) });
    const principal = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } })).json();
    const as = (p: { userId: string; id: string; userType: string }, companyId: string | null): Principal => ({
      sessionId: 's',
      userId: p.userId,
      name: 'x',
      email: 'x@example.com',
      userType: p.userType as Principal['userType'],
      companyId,
      candidateId: p.userType === 'Candidate' ? p.id : null,
      isOwner: true,
      isAllowed: true,
      isSignUpProcessCompleted: true,
    });
    const ownerP = as(await principal(owner.token), owner.companyId);
    const otherP = as(await principal(other.token), other.companyId);
    const selfP = as(await principal(c.token), null);
    const stranger = await signUpCandidateVerified(app);
    const strangerP = as(await principal(stranger.token), null);
    await expect(requireCandidateVisibleTo(app.ctx, ownerP, c.candidateId)).resolves.toBeUndefined();
    await expect(requireCandidateVisibleTo(app.ctx, selfP, c.candidateId)).resolves.toBeUndefined();
    await expect(requireCandidateVisibleTo(app.ctx, otherP, c.candidateId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(requireCandidateVisibleTo(app.ctx, strangerP, c.candidateId)).rejects.toMatchObject({ statusCode: 404 });
  });
});
