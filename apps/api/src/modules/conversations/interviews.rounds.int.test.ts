import { CONVERSATION_MESSAGES } from '@talentdeck/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, errorOf } from '#test/helpers.js';
import { applicant, interviewStarted, publishedJob } from '#test/pipeline-helpers.js';

/**
 * Interviews that follow reality (issue 25): an outcome only once the interview has started, no
 * Completed for one the candidate declined, and after an outcome the next round.
 */

let app: FastifyInstance;
let owner: Company;
let job: Awaited<ReturnType<typeof publishedJob>>;

const api = testClient(() => app);
const remote = {
  date: '2027-03-10',
  startTime: '11:00',
  endTime: 30,
  interviewType: 'Remote' as const,
  link: 'https://meet.example.com/round',
};

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app);
  job = await publishedJob(app, owner, 'Data Engineer');
});
afterAll(async () => {
  await app?.close();
});

const schedule = (applicationId: string, body = remote) =>
  api.post('/api/job-applications/{id}/interviews', { params: { id: applicationId }, token: owner.token, body });
const outcome = (id: string, interviewsstatus: 'Completed' | 'Didnt appeared') =>
  api.patch('/api/interview/{id}', { params: { id }, token: owner.token, body: { interviewsstatus } });

describe('interview rounds', () => {
  it('refuses an outcome before the start, then takes it; an interview with its outcome is not moved, and a next round is scheduled', async () => {
    const ada = await applicant(app, job, { name: 'Ada Quinn' });
    const first = (await schedule(ada.applicationId)).json();
    for (const status of ['Completed', 'Didnt appeared'] as const) {
      const early = await outcome(first.id, status);
      expect(early.statusCode).toBe(409);
      expect(errorOf(early)).toMatchObject({ code: 'INTERVIEW_NOT_STARTED', message: CONVERSATION_MESSAGES.outcomeBeforeStart });
    }
    // While the first is upcoming, there is no second.
    expect((await schedule(ada.applicationId)).statusCode).toBe(409);

    await interviewStarted(app, first.id);
    expect((await outcome(first.id, 'Completed')).json().interviewsstatus).toBe('Completed');
    const moved = await api.patch('/api/interview-reschedule/{id}', {
      params: { id: first.id },
      token: owner.token,
      body: { ...remote, startTime: '15:00' },
    });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved)).toMatchObject({ code: 'INTERVIEW_HAS_OUTCOME', message: CONVERSATION_MESSAGES.outcomeSet });

    const second = await schedule(ada.applicationId, { ...remote, date: '2027-03-17' });
    expect(second.statusCode).toBe(200);
    // Both rounds are listed; the candidate's application shows the upcoming one.
    const rounds = await api.ok.get('/api/company-jobs/{id}/interviews', { params: { id: job.id }, token: owner.token });
    expect(rounds.filter((i) => i.jobApplicationId === ada.applicationId).map((i) => i.interviewsstatus)).toEqual([
      'Completed',
      'new',
    ]);
    const [application] = await api.ok.get('/api/candidate-app/applications', { token: ada.token });
    expect(application?.interview?.id).toBe(second.json().id);
    // Only one upcoming round at a time.
    expect((await schedule(ada.applicationId, { ...remote, date: '2027-03-24' })).statusCode).toBe(409);
  });

  it('never marks Completed an interview the candidate declined, but takes Did not appear', async () => {
    const ben = await applicant(app, job, { name: 'Ben Ortiz' });
    const interview = (await schedule(ben.applicationId)).json();
    await api.ok.patch('/api/candidate-app/interviews/{id}', {
      params: { id: interview.id },
      token: ben.token,
      body: { response: 'decline' },
    });
    await interviewStarted(app, interview.id);
    const completed = await outcome(interview.id, 'Completed');
    expect(completed.statusCode).toBe(409);
    expect(errorOf(completed)).toMatchObject({ code: 'INTERVIEW_DECLINED', message: CONVERSATION_MESSAGES.declinedNotCompleted });
    expect((await outcome(interview.id, 'Didnt appeared')).json().interviewsstatus).toBe('Didnt appeared');
  });
});
