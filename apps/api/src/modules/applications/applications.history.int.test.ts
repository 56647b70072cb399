/**
 * The history of an application's statuses (issue 30, part 1): kept by the database with every
 * change, whoever makes it, with the member who made it; shown with the application.
 */
import type { ApplicationDetail } from '@talentdeck/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationStatusChanges } from '#api/db/schema/index.js';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, json } from '#test/helpers.js';
import { applicant, joinedCollaborator, matchingQueueSettled, publishedJob } from '#test/pipeline-helpers.js';

const app = await createTestApp();
afterAll(() => app.close());

const detail = async (id: string, token: string) => {
  const res = await app.inject(json('GET', `/api/job-applications/${id}`, undefined, token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ApplicationDetail;
};
const setStatus = (id: string, applicationStatus: string, token: string) =>
  app.inject(json('PATCH', `/api/job-applications/${id}/candidate-job-status`, { applicationStatus }, token));

describe("an application's status history", () => {
  it('records applying, the review on opening it and each change, with who made it, once each', async () => {
    const owner = await approvedCompany(app, { name: 'Olive Owner' });
    const cleo = await joinedCollaborator(app, owner, 'Cleo Park');
    const job = await publishedJob(app, owner, 'Site Reliability Engineer');
    const maya = await applicant(app, job, { name: 'Maya Okafor' });
    await matchingQueueSettled(app);
    expect((await detail(maya.applicationId, owner.token)).statusHistory).toEqual([
      { fromStatus: null, toStatus: 'Awaiting', changedAt: expect.any(String), changedBy: null },
    ]);

    const seen = await app.inject(json('POST', `/api/job-applications/${maya.applicationId}/seen`, undefined, owner.token));
    expect(seen.statusCode, seen.body).toBe(200);
    expect((await setStatus(maya.applicationId, 'Contacted', cleo.token)).statusCode).toBe(200);
    // The same status again, a second visit, and the engine's rescoring change no status: no entry.
    expect((await setStatus(maya.applicationId, 'Contacted', owner.token)).statusCode).toBe(200);
    await app.inject(json('POST', `/api/job-applications/${maya.applicationId}/seen`, undefined, owner.token));
    await app.db.execute(sql`update job_applications set match_percentage = 42 where id = ${maya.applicationId}`);

    const history = (await detail(maya.applicationId, cleo.token)).statusHistory;
    expect(history.map(({ fromStatus, toStatus, changedBy }) => ({ fromStatus, toStatus, changedBy }))).toEqual([
      { fromStatus: null, toStatus: 'Awaiting', changedBy: null },
      { fromStatus: 'Awaiting', toStatus: 'Reviewed', changedBy: 'Olive Owner' },
      { fromStatus: 'Reviewed', toStatus: 'Contacted', changedBy: 'Cleo Park' },
    ]);
    const times = history.map((h) => Date.parse(h.changedAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The company's rows only: another company reads none of it.
    const rows = await app.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.jobApplicationId, maya.applicationId));
    expect(new Set(rows.map((r) => r.companyId))).toEqual(new Set([owner.companyId]));
    const stranger = await approvedCompany(app);
    expect(
      (await app.inject(json('GET', `/api/job-applications/${maya.applicationId}`, undefined, stranger.token))).statusCode,
    ).toBe(404);
  });
});
