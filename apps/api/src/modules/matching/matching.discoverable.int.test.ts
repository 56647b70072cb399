/**
 * "Let companies find my profile" (docs/PRIVACY.md): a candidate who did not choose it appears in
 * no matched list, top match or profile read of a company they did not apply to; the companies they
 * applied to see them as before.
 */
import { PRIVACY_MESSAGES, PRIVACY_NOTICE, type TopMatchingCandidate } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { candidates, users } from '#api/db/schema/index.js';
import { detailsOf, signUpCandidateVerified, validCandidateSignUp } from '#test/helpers.js';
import { startMatchingWorld } from '#test/matching-world.js';
import { matchingQueueSettled } from '#test/pipeline-helpers.js';
import { rematchJob } from './matching.service.js';

const { app, company, other, skill, api, newJob, publishDirectly, listed, candidate, applyAs } = await startMatchingWorld();
afterAll(() => app.close());

type Company = typeof company;
const skills = [skill.JavaScript, skill.React, skill.Communication];
const ids = (rows: { candidateId: string }[]) => rows.map((r) => r.candidateId);

const topMatches = async (c: Company) => {
  const res = await api.post('/api/top-matching-candidates', { token: c.token, body: { companyId: c.companyId, time: 'Week' } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TopMatchingCandidate[]).map((r) => r.candidateId);
};
const profileRead = async (c: Company, candidateId: string) =>
  (await api.get('/api/candidate/{id}', { params: { id: candidateId }, token: c.token })).statusCode;
const setDiscoverable = (token: string, discoverable: unknown) =>
  api.patch('/api/candidate-app/profile/discoverable', { token, body: { discoverable } as { discoverable: boolean } });
const ownPrivacy = async (token: string) => {
  const res = await api.get('/api/candidate-app/profile', { token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { privacy: Record<string, unknown> }).privacy;
};

async function publishedJob(c: Company) {
  const job = await newJob(c);
  await publishDirectly(job.id);
  return job;
}

describe('a candidate who did not choose to be found', () => {
  it('is listed, top-matched and readable only by the company they applied to, until they choose otherwise', async () => {
    const ours = await publishedJob(company);
    const theirs = await publishedJob(other);
    const hidden = await candidate(skills, {}, { discoverable: false });
    const open = await candidate(skills);
    await applyAs(ours.id, [hidden]);
    await rematchJob(app.ctx, ours.id);
    await rematchJob(app.ctx, theirs.id);
    await matchingQueueSettled(app);

    expect(ids((await listed(ours.id)).rows)).toEqual(expect.arrayContaining([hidden.id, open.id]));
    const elsewhere = ids((await listed(theirs.id, other)).rows);
    expect(elsewhere).toContain(open.id);
    expect(elsewhere).not.toContain(hidden.id);
    expect(await topMatches(company)).toContain(hidden.id);
    const otherTop = await topMatches(other);
    expect(otherTop).toContain(open.id);
    expect(otherTop).not.toContain(hidden.id);
    expect(await profileRead(company, hidden.id)).toBe(200);
    expect(await profileRead(other, hidden.id)).toBe(404);

    // Chosen: every company may find them.
    const on = await setDiscoverable(hidden.token, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ discoverable: true });
    await matchingQueueSettled(app);
    expect(ids((await listed(theirs.id, other)).rows)).toContain(hidden.id);
    expect(await profileRead(other, hidden.id)).toBe(200);

    // Withdrawn: out of the other company's lists at once, not only after the queued rematch.
    expect((await setDiscoverable(hidden.token, false)).statusCode).toBe(200);
    expect(ids((await listed(theirs.id, other)).rows)).not.toContain(hidden.id);
    expect(await topMatches(other)).not.toContain(hidden.id);
    expect(await profileRead(other, hidden.id)).toBe(404);
    await matchingQueueSettled(app);
    await rematchJob(app.ctx, theirs.id);
    expect(ids((await listed(theirs.id, other)).rows)).not.toContain(hidden.id);
    expect(ids((await listed(ours.id)).rows)).toContain(hidden.id);
    expect(await profileRead(company, hidden.id)).toBe(200);
  });

  it('answers 422 to a setting that is not true or false, and 404 to anyone but a candidate', async () => {
    const c = await candidate(skills);
    const bad = await setDiscoverable(c.token, 'yes');
    expect(bad.statusCode).toBe(422);
    expect(detailsOf(bad).discoverable).toBe('Must be true or false');
    expect((await setDiscoverable(company.token, true)).statusCode).toBe(404);
  });
});

describe('the privacy notice and the choice at sign-up', () => {
  it('records the notice accepted and when, and the choice, unticked unless chosen', async () => {
    const chose = await signUpCandidateVerified(app, { discoverable: true });
    expect(await ownPrivacy(chose.token)).toMatchObject({
      discoverable: true,
      discoverableNotice: false,
      privacyNoticeVersion: PRIVACY_NOTICE.version,
      privacyNoticeAcceptedAt: expect.any(String),
    });
    // A client that sends neither (calls from before the choice keep working): not findable, no notice recorded.
    const { discoverable: _d, privacyNoticeVersion: _v, ...bare } = validCandidateSignUp();
    expect((await api.post('/api/candidate-app/sign-up', { body: bare })).statusCode).toBe(200);
    const [row] = await app.db
      .select({
        discoverable: candidates.discoverable,
        version: candidates.privacyNoticeVersion,
        at: candidates.privacyNoticeAcceptedAt,
      })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.userId))
      .where(eq(users.email, bare.email));
    expect(row).toEqual({ discoverable: false, version: null, at: null });
  });

  it('refuses a notice that is not the one in force', async () => {
    const res = await api.post('/api/candidate-app/sign-up', {
      body: { ...validCandidateSignUp(), privacyNoticeVersion: '2020-01-01' },
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res).privacyNoticeVersion).toBe(PRIVACY_MESSAGES.noticeOutdated);
  });

  it('tells a profile from before the choice once: choosing, either way, ends the notice', async () => {
    const before = await candidate(skills);
    // As migration 0031 leaves a profile that existed before the choice.
    await app.db
      .update(candidates)
      .set({ discoverable: true, discoverableNoticePending: true })
      .where(eq(candidates.id, before.id));
    expect(await ownPrivacy(before.token)).toMatchObject({ discoverable: true, discoverableNotice: true });
    expect((await setDiscoverable(before.token, true)).statusCode).toBe(200);
    expect(await ownPrivacy(before.token)).toMatchObject({ discoverable: true, discoverableNotice: false });
  });
});
