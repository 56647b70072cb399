/**
 * The matching engine's test world: an app on a fresh database, two approved companies, the job
 * taxonomy, four skills and a Bachelor's, and the helpers the matching suites share (jobs,
 * candidates, the matched list, waiting for the queue).
 */
import type { MatchedCandidateRow } from '@talentdeck/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  candidateSkills,
  candidates,
  candidateWorkExperiences,
  companyJobs,
  educations,
  professions,
  users,
} from '#api/db/schema/index.js';
import { skillIdsByName } from '#api/modules/taxonomy/taxonomy.service.js';
import { testClient } from './api-client.js';
import { approvedCompany, type Company } from './billing-helpers.js';
import { createTestApp, signUpCandidateVerified } from './helpers.js';
import { jobTaxonomyRefs, remoteJobBody } from './job-refs.js';
import { saveCandidateProfile, workedAs } from './pipeline-helpers.js';

/** Where the reach suites' jobs and candidates are. */
export const PLACES = {
  Berlin: { lat: 52.52, lng: 13.405 },
  Potsdam: { lat: 52.3906, lng: 13.0645 },
  Munich: { lat: 48.1374, lng: 11.5755 },
};

export async function startMatchingWorld() {
  const app = await createTestApp();
  const [company, other] = await Promise.all([approvedCompany(app), approvedCompany(app)]);
  // The jobs are Frontend Developer jobs: the candidates' work history is counted against it.
  const taxonomyRefs = await jobTaxonomyRefs(app);
  const [frontend] = await app.db
    .select({ id: professions.id })
    .from(professions)
    .where(and(eq(professions.professionName, 'Frontend Developer'), eq(professions.industryId, taxonomyRefs.industryId)));
  const refs = { ...taxonomyRefs, professionId: frontend?.id as string };
  // skillIdsByName keys by lower-case name.
  const ids = await skillIdsByName(app.ctx, ['JavaScript', 'React', 'Communication', 'Teamwork']);
  const id = (name: string) => ids.get(name.toLowerCase()) as string;
  const skill = {
    JavaScript: id('JavaScript'),
    React: id('React'),
    Communication: id('Communication'),
    Teamwork: id('Teamwork'),
  };
  const [b] = await app.db.select().from(educations).where(eq(educations.educationName, "Bachelor's Degree"));
  const bachelor = b?.id as string;

  const api = testClient(app);

  const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not in time: ${what}`);
  };

  /** A fully remote job asking JavaScript and React (hard) and Communication (soft), a Bachelor's and 1-3 years. */
  async function newJob(c: Company = company, over: Record<string, unknown> = {}) {
    const res = await api.post('/api/companies/{companyId}/company-jobs', {
      params: { companyId: c.companyId },
      token: c.token,
      body: {
        ...remoteJobBody(refs, 'Frontend Developer'),
        skillIds: [skill.JavaScript, skill.React, skill.Communication],
        educationIds: [bachelor],
        jobDescription: '<p>Build our hiring product.</p>',
        jobType: 'Full time',
        currency: 'EUR',
        salaryType: 'Monthly',
        minimumSalary: 4000,
        maximumSalary: 6500,
        ...over,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: string };
  }

  const publishDirectly = (id: string) =>
    app.db.update(companyJobs).set({ jobStatus: 'Published', publishedAt: new Date() }).where(eq(companyJobs.id, id));

  /** A published on-site job of the company at Alexanderplatz, Berlin (within 50 km: Potsdam, not Munich). */
  async function publishedJobInBerlin() {
    const job = await newJob(company, {
      workType: 'On-site',
      location: PLACES.Berlin,
      city: 'Berlin',
      country: 'Germany',
      address: 'Alexanderplatz 1',
    });
    await publishDirectly(job.id);
    return job;
  }

  async function listed(jobId: string, c: Company = company) {
    const res = await api.get('/api/company-jobs/{jobId}/matched-candidates', {
      params: { jobId },
      query: { filter: '{"limit":100}' },
      token: c.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { rows: res.json() as MatchedCandidateRow[], total: Number(res.headers['x-total-count']) };
  }

  const percentageOf = async (jobId: string, candidateId: string) =>
    (await listed(jobId)).rows.find((r) => r.candidateId === candidateId)?.percentage;

  /**
   * A candidate with a saved profile: a Bachelor's, two years as a Frontend Developer, the skills
   * given; findable by every company unless `discoverable` is false.
   */
  async function candidate(skillIds: string[], over: Record<string, unknown> = {}, { discoverable = true } = {}) {
    const c = await signUpCandidateVerified(app, { discoverable });
    await saveCandidateProfile(app, c.token, {
      skillIds,
      yearsOfExperience: 24,
      workExperiences: workedAs('Frontend Developer', 24),
      educations: [{ educationId: bachelor, nameOfDegree: 'BSc Computer Science', institute: 'TU Berlin' }],
      ...over,
    });
    return { token: c.token, id: c.profile.id as string };
  }

  /** Applies to the job as each candidate (the world's jobs ask no screening question). */
  async function applyAs(jobId: string, people: { token: string }[]) {
    for (const c of people) {
      const res = await api.post('/api/candidate-app/jobs/{jobId}/apply', {
        params: { jobId },
        token: c.token,
        body: { answers: [] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  /**
   * Candidates written straight to the database, each with these skills and a current job as a
   * Frontend Developer started `monthsOf(i)` months ago (12 to 35 by default).
   */
  async function seedCandidates(n: number, skillIds: string[], monthsOf = (i: number) => 12 + (i % 24)) {
    const stamp = Date.now().toString(36);
    const userRows = await app.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          name: `Seeded ${i}`,
          email: `seeded.${stamp}.${i}@example.com`,
          userType: 'Candidate' as const,
        })),
      )
      .returning({ id: users.id });
    const rows = await app.db
      .insert(candidates)
      .values(
        userRows.map((u, i) => ({
          userId: u.id,
          yearsOfExperience: 12 + (i % 24),
          profileSavedAt: new Date(),
          discoverable: true,
        })),
      )
      .returning({ id: candidates.id });
    await app.db.insert(candidateSkills).values(rows.flatMap((c) => skillIds.map((skillId) => ({ candidateId: c.id, skillId }))));
    await app.db.insert(candidateWorkExperiences).values(
      rows.map((c, i) => ({
        candidateId: c.id,
        position: 0,
        jobTitle: 'Frontend Developer',
        companyName: 'Acme GmbH',
        from: workedAs('Frontend Developer', monthsOf(i))[0]?.from as string,
      })),
    );
    return rows.map((r) => r.id);
  }

  return {
    app,
    company,
    other,
    refs,
    skill,
    bachelor,
    api,
    waitUntil,
    newJob,
    publishDirectly,
    publishedJobInBerlin,
    listed,
    percentageOf,
    candidate,
    applyAs,
    seedCandidates,
  };
}
