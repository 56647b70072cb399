/**
 * The location filter of the applicants and matched lists (docs/matching.md, Reach): where a
 * candidate lives narrows a list when the recruiter asks, and never changes a percentage.
 */
import type { Applicant, MatchedCandidateRow } from '@talentdeck/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { PLACES, startMatchingWorld } from '#test/matching-world.js';
import { matchingQueueSettled } from '#test/pipeline-helpers.js';

const { app, company, other, skill, api, publishedJobInBerlin, candidate, applyAs } = await startMatchingWorld();
afterAll(() => app.close());

const { Potsdam: POTSDAM, Munich: MUNICH } = PLACES;

describe('the reach filter', () => {
  // An on-site job in Berlin (50 km), and three applicants with the job's skills: one in Potsdam
  // (near), one in Munich who would relocate, one in Munich who would not (far).
  const setUp = async () => {
    const job = await publishedJobInBerlin();
    const skills = [skill.JavaScript, skill.React, skill.Communication];
    const near = await candidate(skills, { city: 'Potsdam', location: POTSDAM });
    const mover = await candidate(skills, {
      city: 'Munich',
      location: MUNICH,
      criteria: { workTypes: ['On-site'], city: 'Munich', relocate: true },
    });
    const far = await candidate(skills, { city: 'Munich', location: MUNICH });
    await applyAs(job.id, [near, mover, far]);
    await matchingQueueSettled(app);
    return { job, near, mover, far };
  };

  const applicants = async (jobId: string, query: Record<string, string> = {}) => {
    const res = await api.get('/api/company-jobs/{jobId}/job-applications', {
      params: { jobId },
      query: { sort: 'matchingPercentage', ...query },
      token: company.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as Applicant[], total: Number(res.headers['x-total-count']) };
  };
  const matched = async (jobId: string, query: Record<string, string> = {}) => {
    const res = await api.get('/api/company-jobs/{jobId}/matched-candidates', {
      params: { jobId },
      query: { filter: '{"limit":100}', ...query },
      token: company.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as MatchedCandidateRow[], total: Number(res.headers['x-total-count']) };
  };
  const ids = (rows: { candidateId: string }[]) => rows.map((r) => r.candidateId).sort();

  it('narrows the applicants list and its total, and every applicant keeps the same percentage', async () => {
    const { job, near, mover, far } = await setUp();
    const all = await applicants(job.id);
    expect(all.total).toBe(3);
    expect(Object.fromEntries(all.rows.map((r) => [r.candidateId, r.reach.basis]))).toEqual({
      [near.id]: 'near',
      [mover.id]: 'relocates',
      [far.id]: 'far',
    });
    // The same profile a few hundred kilometres apart: the same percentage.
    expect(new Set(all.rows.map((r) => r.matchPercentage)).size).toBe(1);
    expect(all.rows[0]?.matchPercentage).toBeGreaterThan(0);

    const within = await applicants(job.id, { reach: 'withinReach' });
    expect(ids(within.rows)).toEqual([near.id, mover.id].sort());
    expect(within.total).toBe(2);
    const nearby = await applicants(job.id, { reach: 'nearby' });
    expect(ids(nearby.rows)).toEqual([near.id]);
    expect(nearby.total).toBe(1);
    // Combined with another filter and a tab.
    expect((await applicants(job.id, { reach: 'withinReach', status: 'Awaiting', video: 'Without Video' })).total).toBe(2);
    expect((await applicants(job.id, { reach: 'withinReach', city: 'Munich' })).rows.map((r) => r.candidateId)).toEqual([
      mover.id,
    ]);
    expect((await applicants(job.id, { reach: 'All' })).total).toBe(3);
    // The specification's client's `where` takes the general path: the same answer.
    const general = await applicants(job.id, {
      reach: 'withinReach',
      filter: JSON.stringify({ where: { companyJobId: job.id } }),
    });
    expect(ids(general.rows)).toEqual([near.id, mover.id].sort());
    expect(general.total).toBe(2);

    // Deciding to relocate is a profile change: the next rematch moves the applicant into reach.
    await api.ok.put('/api/candidate-app/profile', {
      token: far.token,
      body: {
        title: 'Frontend Developer',
        city: 'Munich',
        country: 'Germany',
        location: MUNICH,
        criteria: { workTypes: ['On-site'], city: 'Munich', relocate: true },
      },
    });
    await matchingQueueSettled(app);
    expect((await applicants(job.id, { reach: 'withinReach' })).total).toBe(3);
  });

  it('narrows the matched list to those who need not move, and refuses an unknown value', async () => {
    const { job, near, mover, far } = await setUp();
    const all = await matched(job.id);
    // Suggested: within reach only (the one in Munich who would not move is not).
    expect(ids(all.rows)).toEqual([near.id, mover.id].sort());
    expect((await matched(job.id, { reach: 'withinReach' })).total).toBe(2);
    const nearby = await matched(job.id, { reach: 'nearby' });
    expect(ids(nearby.rows)).toEqual([near.id]);
    expect(nearby.total).toBe(1);
    expect(nearby.rows[0]?.explanation.reach.basis).toBe('near');
    expect(all.rows.map((r) => r.candidateId)).not.toContain(far.id);

    for (const path of ['job-applications', 'matched-candidates']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/company-jobs/${job.id}/${path}?reach=moon`,
        headers: { authorization: `Bearer ${company.token}` },
      });
      expect(res.statusCode, res.body).toBe(422);
    }
    // Another company's job stays a 404 with the filter too.
    const res = await api.get('/api/company-jobs/{jobId}/matched-candidates', {
      params: { jobId: job.id },
      query: { reach: 'nearby' },
      token: other.token,
    });
    expect(res.statusCode).toBe(404);
  });
});
