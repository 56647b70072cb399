/**
 * The matched list's unfiltered pages come from one batched statement (its rows' columns read as
 * text and split, matching.reads.repository.ts), its filtered pages from the query builder: both
 * must answer the same rows in the same words, including the rows' unusual cases.
 */
import type { MatchedCandidateRow } from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PLACES, startMatchingWorld } from '#test/matching-world.js';
import { matchingQueueSettled } from '#test/pipeline-helpers.js';
import { rematchJob } from './matching.service.js';

const { app, company, other, skill, api, publishedJobInBerlin, candidate } = await startMatchingWorld();
afterAll(() => app.close());

const { Berlin: BERLIN, Munich: MUNICH } = PLACES;

describe('a page of matched candidates', () => {
  it('answers the same rows unfiltered (the batched statement) as filtered (the query builder)', async () => {
    const job = await publishedJobInBerlin();
    const mover = await candidate([skill.JavaScript, skill.React, skill.Communication], {
      city: 'Munich',
      location: MUNICH,
      criteria: { workTypes: ['On-site'], city: 'Munich', relocate: true },
    });
    const some = await candidate([skill.JavaScript, skill.Communication], { city: 'Berlin', location: BERLIN });
    await candidate([skill.React], { city: 'Berlin', location: BERLIN });
    await matchingQueueSettled(app);
    await rematchJob(app.ctx, job.id);
    // What the engine does not write today, but a row may hold: a skill since removed from the
    // taxonomy, a reach the API does not know, an exclusion, a fit with many decimals, a time in
    // milliseconds.
    const gone = '00000000-0000-4000-8000-00000000dead';
    await app.ctx.db.execute(sql`
      update matched_candidates set matched_skill_ids = matched_skill_ids || ${gone}::uuid,
        missing_skill_ids = ${gone}::uuid || missing_skill_ids, reach = 'elsewhere', excluded_by = '{location}',
        field_fit = 0.6666667, computed_at = '2027-01-04T09:30:15.678Z'
      where company_job_id = ${job.id} and candidate_id = ${some.id}`);

    const page = async (filter: object) => {
      const res = await api.get('/api/company-jobs/{jobId}/matched-candidates', {
        params: { jobId: job.id },
        query: { filter: JSON.stringify(filter) },
        token: company.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      return { rows: res.json() as MatchedCandidateRow[], total: res.headers['x-total-count'] };
    };
    const written = await page({ limit: 10 });
    // The specification's client sends this filter; it takes the path that builds the rows.
    const built = await page({ limit: 10, where: { percentage: { between: [20, 100] } } });
    expect(written.rows.map((r) => r.candidateId)).toEqual(expect.arrayContaining([mover.id, some.id]));
    expect(written).toEqual(built);

    const odd = written.rows.find((r) => r.candidateId === some.id)?.explanation;
    expect(odd?.skills.matched.at(-1)).toEqual({ id: gone, skillName: '', skillType: 'hard', verified: false });
    expect(odd?.skills.missing[0]).toEqual({ id: gone, skillName: '', skillType: 'hard' });
    expect(odd?.reach).toMatchObject({ basis: 'near', withinReach: true });
    expect([odd?.excluded, odd?.excludedBy, odd?.field.fit]).toEqual([true, ['location'], 0.667]);
    expect(odd?.computedAt).toBe('2027-01-04T09:30:15.678Z');
    const moved = written.rows.find((r) => r.candidateId === mover.id);
    expect(moved?.explanation.reach).toMatchObject({ basis: 'relocates', withinReach: true });
    expect(moved?.candidate.user).toEqual(moved?.user);

    // An empty page past the end; another company's job is not found.
    expect((await page({ limit: 10, offset: 10 })).rows).toEqual([]);
    const foreign = await api.get('/api/company-jobs/{jobId}/matched-candidates', {
      params: { jobId: job.id },
      query: { filter: '{"limit":10}' },
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
