/** The matching engine's stored rows: overlapping runs, both write paths, the kept inputs and counts, the list's pages. */
import { type Applicant, type MatchedCandidateRow, matchedCandidateRowSchema } from '@talentdeck/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  candidates,
  candidateTests,
  candidateWorkExperiences,
  companyJobs,
  jobApplications,
  matchedCandidateCounts,
  matchedCandidates,
  skillTests,
  users,
} from '#api/db/schema/index.js';
import { skillIdsByName } from '#api/modules/taxonomy/taxonomy.service.js';
import { startMatchingWorld } from '#test/matching-world.js';
import { matchingQueueSettled, saveCandidateProfile } from '#test/pipeline-helpers.js';
import { monthTurnsOn, rematchCandidate, rematchJob } from './matching.service.js';

const { app, company, other, skill, api, newJob, publishDirectly, candidate, applyAs, seedCandidates } =
  await startMatchingWorld();
afterAll(() => app.close());

describe('overlapping rematches', () => {
  it('leave exactly one consistent set, and a reader never sees a half-written one', async () => {
    const job = await newJob();
    await publishDirectly(job.id);
    const ids = await seedCandidates(60, [skill.React]);
    const first = await rematchJob(app.ctx, job.id, new Date('2026-11-24T10:00:00Z'));
    expect(first.stored).toBeGreaterThanOrEqual(60);

    const sets = async () => {
      const rows = await app.db
        .select({ candidateId: matchedCandidates.candidateId, computedAt: matchedCandidates.computedAt })
        .from(matchedCandidates)
        .where(eq(matchedCandidates.companyJobId, job.id));
      return { count: rows.length, stamps: new Set(rows.map((r) => r.computedAt.toISOString())) };
    };
    const seen: Awaited<ReturnType<typeof sets>>[] = [];
    let running = true;
    const reader = (async () => {
      while (running) seen.push(await sets());
    })();
    const runs = await Promise.all([
      rematchJob(app.ctx, job.id, new Date('2026-11-24T10:01:00Z')),
      rematchJob(app.ctx, job.id, new Date('2026-11-24T10:02:00Z')),
      rematchCandidate(app.ctx, ids[0] as string, new Date('2026-11-24T10:03:00Z')),
      rematchJob(app.ctx, job.id, new Date('2026-11-24T10:04:00Z')),
    ]);
    running = false;
    await reader;

    expect(runs[0]?.stored).toBe(first.stored);
    expect(runs[1]?.stored).toBe(first.stored);
    for (const s of seen) {
      expect(s.count).toBe(first.stored);
      // One job run's set, possibly with the one candidate's own row rewritten by their run.
      expect(s.stamps.size).toBeLessThanOrEqual(2);
    }
    const final = await sets();
    expect(final.count).toBe(first.stored);
    const rows = await app.db
      .select({ candidateId: matchedCandidates.candidateId })
      .from(matchedCandidates)
      .where(and(eq(matchedCandidates.companyJobId, job.id), inArray(matchedCandidates.candidateId, ids)));
    expect(new Set(rows.map((r) => r.candidateId)).size).toBe(60);
    expect(rows).toHaveLength(60);
  });

  it("stores the same rows and percentages from a job's rematch as from each candidate's own", async () => {
    // A job's rematch sends its rows column-wise, a candidate's as whole rows: both must agree, on
    // listed candidates (a row each), and on applicants outside the field or out of reach (not
    // listed whatever their percentage): no row, their percentage on the application.
    const job = await newJob(company, { hiringCountries: ['DE'] });
    await publishDirectly(job.id);
    const listedOne = await candidate([skill.JavaScript, skill.Communication]);
    const verified = await candidate([skill.React]);
    const [reactTest] = await app.db
      .select({ id: skillTests.id })
      .from(skillTests)
      .where(eq(skillTests.skillId, skill.React))
      .limit(1);
    await app.db
      .insert(candidateTests)
      .values({ candidateId: verified.id, testId: reactTest?.id as string, passed: true, result: 90 });
    const outside = await candidate([skill.Teamwork]);
    const abroad = await candidate([skill.JavaScript, skill.React], { city: 'Vienna', country: 'Austria' });
    await applyAs(job.id, [listedOne, outside, abroad]);
    await matchingQueueSettled(app);
    const read = async () => ({
      rows: (await app.db.select().from(matchedCandidates).where(eq(matchedCandidates.companyJobId, job.id)))
        .map(({ id: _id, computedAt: _at, ...row }) => row)
        .sort((a, b) => a.candidateId.localeCompare(b.candidateId)),
      percentages: Object.fromEntries(
        (
          await app.db
            .select({ candidateId: jobApplications.candidateId, percentage: jobApplications.matchPercentage })
            .from(jobApplications)
            .where(eq(jobApplications.companyJobId, job.id))
        ).map((a) => [a.candidateId, a.percentage]),
      ),
    });
    await app.db.update(jobApplications).set({ matchPercentage: null }).where(eq(jobApplications.companyJobId, job.id));
    await rematchJob(app.ctx, job.id);
    const fromJob = await read();
    const byCandidate = new Map(fromJob.rows.map((r) => [r.candidateId, r]));
    expect([...byCandidate.keys()].sort()).toEqual([listedOne.id, verified.id].sort());
    expect(byCandidate.get(listedOne.id)).toMatchObject({
      listed: true,
      excludedBy: [],
      missingSkillIds: [skill.React],
      reach: 'remote',
    });
    expect(byCandidate.get(verified.id)).toMatchObject({ matchedSkillIds: [skill.React], verifiedSkillIds: [skill.React] });
    // Out of reach is never a lower percentage: the applicant in Austria keeps theirs.
    expect(fromJob.percentages[abroad.id]).toBeGreaterThan(fromJob.percentages[listedOne.id] ?? 100);
    expect(fromJob.percentages[outside.id]).toBeGreaterThan(0);
    expect(fromJob.percentages[listedOne.id]).toBe(byCandidate.get(listedOne.id)?.percentage);
    // The applicants list: every applicant's percentage, and the listed one's match.
    const applicants = await api.get('/api/company-jobs/{jobId}/job-applications', {
      params: { jobId: job.id },
      token: company.token,
    });
    expect(applicants.statusCode, applicants.body).toBe(200);
    const shown = new Map((applicants.json() as Applicant[]).map((a) => [a.candidateId, a]));
    // Beside each percentage, where the applicant is against the job: the one in Austria is outside
    // the job's hiring countries, and keeps a percentage higher than the suggested one's.
    expect(shown.get(abroad.id)?.reach).toMatchObject({ basis: 'outsideHiringCountries', withinReach: false });
    expect(shown.get(listedOne.id)?.reach).toMatchObject({ basis: 'remote', withinReach: true });
    expect(shown.get(listedOne.id)?.matchedCandidates.map((m) => m.percentage)).toEqual([fromJob.percentages[listedOne.id]]);
    expect(shown.get(outside.id)?.matchedCandidates).toEqual([]);
    expect(shown.get(outside.id)?.matchPercentage).toBe(fromJob.percentages[outside.id]);

    await app.db.delete(matchedCandidates).where(eq(matchedCandidates.companyJobId, job.id));
    await app.db.update(jobApplications).set({ matchPercentage: null }).where(eq(jobApplications.companyJobId, job.id));
    for (const c of [listedOne, verified, outside, abroad]) await rematchCandidate(app.ctx, c.id);
    expect(await read()).toEqual(fromJob);
  });

  it("deletes a candidate's and a job's rows with them (the keys' cascade, kept by triggers)", async () => {
    const job = await newJob();
    const other = await newJob();
    await publishDirectly(job.id);
    await publishDirectly(other.id);
    const gone = await candidate([skill.JavaScript]);
    const stays = await candidate([skill.React]);
    await rematchJob(app.ctx, job.id);
    await rematchJob(app.ctx, other.id);
    const rowsOf = async (where: ReturnType<typeof eq>) =>
      (await app.db.select({ c: matchedCandidates.candidateId }).from(matchedCandidates).where(where)).map((r) => r.c);
    expect((await rowsOf(eq(matchedCandidates.candidateId, gone.id))).length).toBeGreaterThanOrEqual(2);
    await app.db.delete(candidates).where(eq(candidates.id, gone.id));
    expect(await rowsOf(eq(matchedCandidates.candidateId, gone.id))).toEqual([]);
    expect(await rowsOf(eq(matchedCandidates.companyJobId, job.id))).toContain(stays.id);
    await app.db.delete(companyJobs).where(eq(companyJobs.id, job.id));
    expect(await rowsOf(eq(matchedCandidates.companyJobId, job.id))).toEqual([]);
    expect(await rowsOf(eq(matchedCandidates.companyJobId, other.id))).toContain(stays.id);
  });

  it("keeps each candidate's matching inputs equal to their sections, through saves and tests", async () => {
    const changing = await candidate([skill.JavaScript, skill.React]);
    await saveCandidateProfile(app, changing.token, { skillIds: [skill.Teamwork], educations: [] });
    // Every candidate of this suite: sign-ups, profile saves, passed and failed tests, a deletion.
    const drift = await app.db.execute(sql`
      select c.id from candidates c
      where c.match_skill_ids is distinct from coalesce(
          (select array_agg(cs.skill_id order by cs.skill_id) from candidate_skills cs where cs.candidate_id = c.id), '{}')
        or c.match_verified_skill_ids::text[] is distinct from coalesce((select array_agg(distinct st.skill_id::text)
          from candidate_tests ct join skill_tests st on st.id = ct.test_id where ct.candidate_id = c.id and ct.passed), '{}')
        or c.match_education_level is distinct from (select max(e.level) from candidate_educations ce
          join educations e on e.id = ce.education_id where ce.candidate_id = c.id)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [kept] = await app.db
      .select({ skills: candidates.matchSkillIds, level: candidates.matchEducationLevel })
      .from(candidates)
      .where(eq(candidates.id, changing.id));
    expect(kept).toEqual({ skills: [skill.Teamwork], level: null });
    const verified = await app.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(sql`cardinality(${candidates.matchVerifiedSkillIds}) > 0`);
    expect(verified.length).toBeGreaterThan(0);
  });

  it('is idempotent: the same data gives the same set', async () => {
    const job = await newJob();
    await publishDirectly(job.id);
    await seedCandidates(10, [skill.JavaScript]);
    const read = async () =>
      (
        await app.db
          .select({ c: matchedCandidates.candidateId, p: matchedCandidates.percentage, b: matchedCandidates.breakdown })
          .from(matchedCandidates)
          .where(eq(matchedCandidates.companyJobId, job.id))
      ).sort((a, b) => a.c.localeCompare(b.c));
    await rematchJob(app.ctx, job.id);
    const once = await read();
    await rematchJob(app.ctx, job.id);
    expect(await read()).toEqual(once);
  });
});

describe('the matched candidates list', () => {
  it("keeps each job's listed count equal to its listed rows, through every rematch and deletion", async () => {
    // Every write of the suites before this one: jobs' and candidates' rematches, a candidate and a
    // job deleted, rows written by hand.
    const drift = await app.db.execute(sql`
      select coalesce(k.company_job_id, m.company_job_id) as job from matched_candidate_counts k
      full join (select company_job_id, count(*)::int as n from matched_candidates where listed group by 1) m
        on m.company_job_id = k.company_job_id
      where coalesce(k.listed, 0) <> coalesce(m.n, 0)`);
    expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [some] = await app.db.select().from(matchedCandidateCounts).where(sql`${matchedCandidateCounts.listed} > 0`).limit(1);
    expect(some).toBeDefined();
  });

  it('pages the listed matches highest first, with the total, and nothing under 20 %', async () => {
    // A skill no other test's candidates have, so the list is this test's candidates alone.
    const typescript = (await skillIdsByName(app.ctx, ['TypeScript'])).get('typescript') as string;
    const job = await newJob(other, {
      skillIds: [typescript, skill.Communication],
      matchingCriteria: {
        educationPercentage: 40,
        workExperiencePercentage: 30,
        hardSkillsPercentage: 20,
        softSkillPercentage: 10,
      },
    });
    await publishDirectly(job.id);
    // From 0 to 35 months a Frontend Developer: 16 % (TypeScript declared alone) plus up to 30 for
    // experience (the field fit is 1: the job's one hard skill).
    await seedCandidates(36, [typescript], (i) => i);
    await rematchJob(app.ctx, job.id);
    const page = async (offset: number) => {
      const filter = JSON.stringify({ limit: 10, offset });
      const res = await api.get('/api/company-jobs/{jobId}/matched-candidates', {
        params: { jobId: job.id },
        query: { filter: filter },
        token: other.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { rows: res.json() as MatchedCandidateRow[], total: Number(res.headers['x-total-count']) };
    };
    const first = await page(0);
    const second = await page(10);
    const all = [...first.rows, ...second.rows];
    expect(first.rows).toHaveLength(10);
    // 0 and 1 month: 16 % and 18.5 %, under 20: not listed.
    expect(first.total).toBe(34);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const percentages = all.map((r) => r.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a));
    expect(Math.min(...percentages)).toBeGreaterThanOrEqual(20);
    // Past the end: no rows, the same total.
    const past = await page(40);
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(34);
    // A row's explanation names its skills as the pair's own call does.
    const row = first.rows[0] as MatchedCandidateRow;
    const pair = await api.get('/api/candidate-matched-job', {
      query: { candidateId: row.candidateId, companyJobId: job.id },
      token: other.token,
    });
    expect(pair.statusCode, pair.body).toBe(200);
    expect(row.explanation).toEqual(pair.json());
    expect(row.explanation.skills.matched.map((m) => m.skillName)).toEqual(['TypeScript']);
    expect(row.explanation.skills.missing.map((m) => m.skillName)).toEqual(['Communication']);
    // And its candidate's card, field by field, as the schema documents it.
    const [card] = await app.db.select().from(candidates).where(eq(candidates.id, row.candidateId));
    const [person] = await app.db
      .select()
      .from(users)
      .where(eq(users.id, card?.userId as string));
    expect(row.candidate).toEqual({
      id: card?.id,
      userId: card?.userId,
      profilePicture: card?.profilePicture,
      profileRank: card?.profileRank,
      video: card?.video,
      title: card?.title,
      city: card?.city,
      country: card?.country,
      yearsOfExperience: card?.yearsOfExperience,
      erased: false,
      user: { id: card?.userId, name: person?.name },
    });
    expect(row.user).toEqual(row.candidate.user);
    expect(matchedCandidateRowSchema.strict().safeParse(row).success).toBe(true);
    // The same pages through the specification's own filter (a between on percentage, createdAt DESC).
    const spec = JSON.stringify({
      where: { percentage: { between: [20, 100] } },
      order: 'createdAt DESC',
      limit: 10,
      offset: 0,
    });
    const res = await api.get('/api/company-jobs/{jobId}/matched-candidates', {
      params: { jobId: job.id },
      query: { filter: spec },
      token: other.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as MatchedCandidateRow[]).map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
  });
});

describe('months that turn', () => {
  it('finds the candidates in a job whose month turns today, those who started on the 31st on a shorter month’s last day', async () => {
    const [a, b, c] = await seedCandidates(3, [skill.Teamwork]);
    const history = (candidateId: string | undefined, from: string, to: string | null = null) =>
      app.db
        .update(candidateWorkExperiences)
        .set({ from, to })
        .where(eq(candidateWorkExperiences.candidateId, candidateId as string));
    await history(a, '2020-06-15');
    await history(b, '2020-01-31');
    // A job that ended: its months no longer grow.
    await history(c, '2019-03-15', '2021-01-01');
    expect(await monthTurnsOn(app.ctx, new Date('2027-06-15T08:00:00Z'))).toContain(a);
    expect(await monthTurnsOn(app.ctx, new Date('2027-06-16T08:00:00Z'))).not.toContain(a);
    expect(await monthTurnsOn(app.ctx, new Date('2027-06-15T08:00:00Z'))).not.toContain(c);
    expect(await monthTurnsOn(app.ctx, new Date('2027-02-28T08:00:00Z'))).toContain(b);
    expect(await monthTurnsOn(app.ctx, new Date('2027-02-27T08:00:00Z'))).not.toContain(b);
    expect(await monthTurnsOn(app.ctx, new Date('2027-03-31T08:00:00Z'))).toContain(b);
  });
});
