import { describe, expect, it } from 'vitest';
import { notificationTarget } from './schemas/notifications.js';

const ids = {
  candidateId: '00000000-0000-4000-8000-000000000001',
  jobApplicationId: '00000000-0000-4000-8000-000000000002',
  jobId: '00000000-0000-4000-8000-000000000003',
};

describe('notificationTarget', () => {
  it('opens the expired job’s details from the extras the expiry writes', () => {
    const companyJobId = '00000000-0000-4000-8000-000000000004';
    expect(notificationTarget({ notificationType: 'JOBEXPIRED', extras: { companyJobId, jobTitle: 'Designer' } })).toEqual({
      path: '/job-opening-details',
      state: { jobId: companyJobId },
    });
  });

  it('opens the candidate overview with the candidate, application and job', () => {
    for (const notificationType of ['JOBAPPLICATION', 'NOTES', 'INTERVIEWINVITE'] as const) {
      expect(notificationTarget({ notificationType, extras: { ...ids, extra: 'ignored' } })).toEqual({
        path: '/candidate-overview',
        state: ids,
      });
    }
    expect(notificationTarget({ notificationType: 'CHAT', extras: {} })).toEqual({ path: '/messages' });
  });

  it('opens the conversation of a chat message', () => {
    const chatSessionId = '00000000-0000-4000-8000-000000000005';
    expect(notificationTarget({ notificationType: 'CHAT', extras: { chatSessionId } })).toEqual({
      path: '/messages',
      search: `?sessionId=${chatSessionId}`,
    });
    expect(notificationTarget({ notificationType: 'CHAT', extras: { chatSessionId: 'not-an-id' } })).toEqual({
      path: '/messages',
    });
  });

  it('navigates without state when the extras do not match the type', () => {
    expect(notificationTarget({ notificationType: 'JOBEXPIRED', extras: { jobId: ids.jobId } })).toEqual({
      path: '/job-opening-details',
      state: undefined,
    });
    expect(notificationTarget({ notificationType: 'JOBAPPLICATION', extras: { jobId: ids.jobId } })).toEqual({
      path: '/candidate-overview',
    });
  });
});
