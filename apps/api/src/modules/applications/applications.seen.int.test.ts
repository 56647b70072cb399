import type { Applicant } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobApplications } from '#api/db/schema/index.js';
import { type BusEvent, candidateAudience } from '#api/platform/events/event-bus.js';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp } from '#test/helpers.js';
import { applicant, joinedCollaborator, type PublishedJob, publishedJob } from '#test/pipeline-helpers.js';

let app: FastifyInstance;
let owner: Company;
let other: Company;
let job: PublishedJob;
const api = testClient(() => app);

const statusOf = async (id: string) =>
  (await app.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0]?.applicationStatus;
const seen = (id: string, token: string) => api.post('/api/job-applications/{id}/seen', { params: { id }, token });

beforeAll(async () => {
  app = await createTestApp();
  owner = await approvedCompany(app);
  other = await approvedCompany(app);
  job = await publishedJob(app, owner, 'Support Engineer');
});
afterAll(async () => {
  await app?.close();
});

describe('an application a member has seen', () => {
  it('moves from Awaiting to Reviewed once, tells the company’s screens, and answers the list’s row', async () => {
    const ada = await applicant(app, job, { name: 'Ada' });
    const events: BusEvent[] = [];
    const candidateEvents: BusEvent[] = [];
    const unsubscribe = app.ctx.events.subscribe(owner.companyId, (e) => events.push(e));
    const unsubscribeCandidate = app.ctx.events.subscribe(candidateAudience(ada.application.candidateId), (e) =>
      candidateEvents.push(e),
    );
    // Only this application's status events: the application itself was announced too, and on
    // PostgreSQL that event may arrive after the subscription.
    const statuses = (list: BusEvent[]) =>
      list
        .filter((e) => e.event === 'application')
        .map((e) => (e.data as { applicationStatus?: string }).applicationStatus)
        .filter((status) => status !== 'Awaiting');
    try {
      const res = await seen(ada.applicationId, owner.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json() as Applicant).toMatchObject({ id: ada.applicationId, applicationStatus: 'Reviewed' });
      await expect
        .poll(() => events.filter((e) => e.event === 'application').map((e) => e.data))
        .toContainEqual({ jobApplicationId: ada.applicationId, companyJobId: job.id, applicationStatus: 'Reviewed' });
      // The candidate's own list follows too.
      await expect.poll(() => statuses(candidateEvents)).toEqual(['Reviewed']);
      // Seen again: nothing changes and nothing is announced. A status change made afterwards is
      // announced after anything the second visit could have announced, so once it has arrived,
      // the company has heard all there was.
      expect((await seen(ada.applicationId, owner.token)).json()).toMatchObject({ applicationStatus: 'Reviewed' });
      await api.ok.patch('/api/job-applications/{id}/candidate-job-status', {
        params: { id: ada.applicationId },
        token: owner.token,
        body: { applicationStatus: 'Contacted' },
      });
      await expect.poll(() => statuses(events)).toEqual(['Reviewed', 'Contacted']);
    } finally {
      unsubscribe();
      unsubscribeCandidate();
    }
    expect(await statusOf(ada.applicationId)).toBe('Contacted');
  });

  it('never overwrites a status a member chose, whoever opens it', async () => {
    const ben = await applicant(app, job, { name: 'Ben' });
    const collaborator = await joinedCollaborator(app, owner);
    await api.ok.patch('/api/job-applications/{id}/candidate-job-status', {
      params: { id: ben.applicationId },
      token: owner.token,
      body: { applicationStatus: 'Shortlist Candidate' },
    });
    const res = await seen(ben.applicationId, collaborator.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ applicationStatus: 'Shortlist Candidate' });
    expect(await statusOf(ben.applicationId)).toBe('Shortlist Candidate');
  });

  it('is 404 to another company, to the candidate and for an unknown id, and changes nothing', async () => {
    const cy = await applicant(app, job, { name: 'Cy' });
    for (const token of [other.token, cy.token]) expect((await seen(cy.applicationId, token)).statusCode).toBe(404);
    expect((await seen(crypto.randomUUID(), owner.token)).statusCode).toBe(404);
    expect(await statusOf(cy.applicationId)).toBe('Awaiting');
  });
});
