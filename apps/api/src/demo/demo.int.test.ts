import { APPLICATION_STATUSES, JOB_STATUSES, profileRank } from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json } from '#test/helpers.js';
import { type DemoResult, generateDemo } from './demo.js';

let app: FastifyInstance;
let demo: DemoResult;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('npm run demo', () => {
  beforeAll(async () => {
    app = await createTestApp();
    demo = await generateDemo(app.ctx, { candidates: 24 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('writes openings in every status and applications in every status', async () => {
    expect(demo.created).toBe(true);
    const jobs = await rows<{ job_status: string }>(
      sql`select distinct job_status from company_jobs where company_id = ${demo.companyId}`,
    );
    expect(jobs.map((j) => j.job_status).sort()).toEqual([...JOB_STATUSES].sort());
    const statuses = await rows<{ application_status: string }>(
      sql`select distinct application_status from job_applications where company_id = ${demo.companyId}`,
    );
    expect(statuses.map((s) => s.application_status).sort()).toEqual([...APPLICATION_STATUSES].sort());
    const drafts = await rows<{ n: number }>(sql`
      select count(*)::int as n from job_applications a join company_jobs j on j.id = a.company_job_id where j.job_status = 'Draft'`);
    expect(drafts[0]?.n).toBe(0);
    expect(demo.counts?.candidates).toBe(24);
    expect(demo.counts?.notes).toBeGreaterThan(0);
    expect(demo.counts?.testAttempts).toBeGreaterThan(0);
  });

  it('answers every screening question of every application', async () => {
    const missing = await rows<{ n: number }>(sql`
      select count(*)::int as n
      from job_applications a
      join company_job_custom_questions q on q.company_job_id = a.company_job_id
      left join job_application_answers x on x.job_application_id = a.id and x.question_id = q.id
      where a.company_id = ${demo.companyId} and (x.id is null or btrim(x.answer) = '')`);
    expect(missing[0]?.n).toBe(0);
    const withQuestions = await rows<{ n: number }>(sql`
      select count(distinct company_job_id)::int as n from company_job_custom_questions q
      join company_jobs j on j.id = q.company_job_id where j.company_id = ${demo.companyId}`);
    expect(withQuestions[0]?.n).toBe(12);
  });

  it('keeps the order the screening questions were written in, and the answers in it', async () => {
    // Listed by created_at: two questions of one job at the same time would be ordered by their ids.
    const ties = await rows<{ n: number }>(sql`
      select count(*)::int as n from (
        select company_job_id, created_at from company_job_custom_questions group by 1, 2 having count(*) > 1) t`);
    expect(ties[0]?.n).toBe(0);
    const outOfOrder = await rows<{ n: number }>(sql`
      select count(*)::int as n
      from job_application_answers x join company_job_custom_questions q on q.id = x.question_id
      join job_application_answers y on y.job_application_id = x.job_application_id and x.position < y.position
      join company_job_custom_questions r on r.id = y.question_id
      where q.created_at > r.created_at`);
    expect(outOfOrder[0]?.n).toBe(0);
  });

  it('keeps the applicants list columns equal to the candidate, and dates after the opening', async () => {
    const off = await rows<{ n: number }>(sql`
      select count(*)::int as n from job_applications a join candidates c on c.id = a.candidate_id
      join company_jobs j on j.id = a.company_job_id
      where a.company_id = ${demo.companyId} and (
        a.candidate_profile_rank <> c.profile_rank or a.candidate_experience_months <> c.years_of_experience
        or a.candidate_has_video <> (coalesce(c.video, '') <> '') or a.candidate_city is distinct from c.city
        or a.created_at < j.created_at or a.created_at > now())`);
    expect(off[0]?.n).toBe(0);
  });

  it('scores matches with the matching engine: every application to a published opening has its percentage, a listed one its row', async () => {
    const unmatched = await rows<{ n: number }>(sql`
      select count(*)::int as n from job_applications a join company_jobs j on j.id = a.company_job_id
      left join matched_candidates m on m.company_job_id = a.company_job_id and m.candidate_id = a.candidate_id
      where a.company_id = ${demo.companyId} and j.job_status = 'Published'
        and (a.match_percentage is null or (m.id is not null and a.match_percentage <> m.percentage))`);
    expect(unmatched[0]?.n).toBe(0);
    const stored = await rows<{ listed: number; unlisted: number }>(sql`
      select count(*) filter (where listed)::int as listed, count(*) filter (where not listed)::int as unlisted
      from matched_candidates where company_id = ${demo.companyId}`);
    expect(stored[0]?.listed).toBeGreaterThan(0);
    expect(stored[0]?.unlisted).toBe(0);
  });

  it('asks on every published opening at least one hard skill that an active skills test verifies', async () => {
    const untestable = await rows<{ job_title: string }>(sql`
      select j.job_title from company_jobs j
      where j.company_id = ${demo.companyId} and j.job_status = 'Published'
        and not exists (select 1 from unnest(j.skill_ids) as k(id) join skills s on s.id = k.id and s.skill_type = 'hard'
          join skill_tests t on t.skill_id = s.id and t.is_active)`);
    expect(untestable).toEqual([]);
  });

  it('gives the dashboard upcoming interviews and conversations with replies the company has not read', async () => {
    const interviews = await rows<{ n: number; accepted: number }>(sql`
      select count(*)::int as n, count(*) filter (where response = 'accept')::int as accepted from interviews
      where company_id = ${demo.companyId} and not is_deleted and starts_at > now()`);
    expect(interviews[0]?.n).toBeGreaterThan(0);
    expect(interviews[0]?.accepted).toBeGreaterThan(0);
    const unread = await rows<{ n: number }>(sql`
      select count(*)::int as n from chats c join chat_sessions s on s.id = c.chat_session_id
      where s.company_id = ${demo.companyId} and c.to_user = 'Company' and c.chat_type = 'CHAT'`);
    expect(unread[0]?.n).toBeGreaterThan(0);
  });

  it('stores the profileRank the shared function computes from each complete profile', async () => {
    const profiles = await rows<{
      profile_rank: number;
      title: string;
      city: string;
      country: string;
      about_you: string;
      profile_picture: string | null;
      video: string | null;
      skills: number;
      work: number;
      edu: number;
      certs: number;
      ports: number;
      passed: number;
    }>(sql`
      select c.profile_rank, c.title, c.city, c.country, c.about_you, c.profile_picture, c.video,
        (select count(*)::int from candidate_skills s where s.candidate_id = c.id) as skills,
        (select count(*)::int from candidate_work_experiences s where s.candidate_id = c.id) as work,
        (select count(*)::int from candidate_educations s where s.candidate_id = c.id) as edu,
        (select count(*)::int from candidate_certificates s where s.candidate_id = c.id) as certs,
        (select count(*)::int from candidate_portfolios s where s.candidate_id = c.id) as ports,
        (select count(*)::int from candidate_tests s where s.candidate_id = c.id and s.passed) as passed
      from candidates c where c.profile_saved_at is not null`);
    expect(profiles).toHaveLength(24);
    for (const p of profiles) {
      expect(p.work).toBeGreaterThan(0);
      expect(p.edu).toBeGreaterThan(0);
      expect(p.skills).toBeGreaterThanOrEqual(3);
      expect(p.profile_rank).toBe(
        profileRank({
          title: p.title,
          city: p.city,
          country: p.country,
          aboutYou: p.about_you,
          profilePicture: p.profile_picture,
          video: p.video,
          skills: p.skills,
          workExperiences: p.work,
          educations: p.edu,
          certificates: p.certs,
          portfolios: p.ports,
          passedTests: p.passed,
        }),
      );
    }
  });

  it('signs in the printed owner and candidate over HTTP', async () => {
    const owner = await app.inject(json('POST', '/api/user/login', { email: demo.owner.email, password: demo.owner.password }));
    expect(owner.statusCode, owner.body).toBe(200);
    const { token, profile } = owner.json() as {
      token: string;
      profile: { id: string; isAllowed: boolean; isSignUpProcessCompleted: boolean };
    };
    expect(profile).toMatchObject({ id: demo.companyId, isAllowed: true, isSignUpProcessCompleted: true });
    const company = await app.inject(json('GET', `/api/company/${demo.companyId}`, undefined, token));
    expect(company.json()).toMatchObject({
      companyName: 'Northwind Labs',
      address: expect.arrayContaining([expect.objectContaining({ city: 'Berlin' })]),
    });
    const jobs = await app.inject(json('GET', '/api/company-jobs?filter={"limit":20}', undefined, token));
    expect(jobs.json()).toHaveLength(12);

    const candidate = await app.inject(
      json('POST', '/api/user/login', { email: demo.candidate.email, password: demo.candidate.password }),
    );
    expect(candidate.statusCode, candidate.body).toBe(200);
    const signedIn = candidate.json() as { token: string; profile: { userType: string } };
    expect(signedIn.profile.userType).toBe('Candidate');
    const applications = await app.inject(json('GET', '/api/candidate-app/applications', undefined, signedIn.token));
    expect((applications.json() as unknown[]).length).toBeGreaterThan(0);
  });

  it('finds the demo company on a second run and writes nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from candidates`);
    const again = await generateDemo(app.ctx, { candidates: 24 });
    expect(again).toMatchObject({ created: false, companyId: demo.companyId, owner: demo.owner, candidate: demo.candidate });
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from candidates`);
    expect(after).toEqual(before);
  });
});
