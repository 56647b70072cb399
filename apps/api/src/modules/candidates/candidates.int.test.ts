import { CANDIDATE_MESSAGES, MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills } from '#api/db/schema/index.js';
import { testClient } from '#test/api-client.js';
import { approvedCompany, type Company } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, errorOf, signUpCandidateVerified, validCandidateSignUp, waitForMail } from '#test/helpers.js';
import { jobTaxonomyRefs } from '#test/job-refs.js';

let app: FastifyInstance;
let company: Company;
let refs: Awaited<ReturnType<typeof jobTaxonomyRefs>>;

beforeAll(async () => {
  app = await createTestApp();
  company = await approvedCompany(app);
  refs = await jobTaxonomyRefs(app);
});
afterAll(async () => {
  await app?.close();
});

const api = testClient(() => app);

export const fullProfile = (r: typeof refs, over: Record<string, unknown> = {}) => ({
  title: 'Frontend Developer',
  aboutYou: 'I build accessible web apps with React and TypeScript, and I care about fast pages.',
  profilePicture: 'https://example.com/me.png',
  video: 'https://example.com/intro.mp4',
  city: 'Berlin',
  country: 'Germany',
  yearsOfExperience: 40,
  gender: 'Female' as const,
  dateOfBirth: '1994-05-02',
  isDisable: false,
  skillIds: r.skillIds,
  educations: [
    { educationId: r.educationIds[0] as string, nameOfDegree: 'BSc Computer Science', institute: 'TU Berlin', to: '2016-07-01' },
  ],
  workExperiences: [{ jobTitle: 'Developer', companyName: 'Initech', from: '2017-01-01', to: null }],
  certificates: [{ nameOfCertificate: 'AWS Cloud Practitioner', institute: 'AWS', to: '2021-03-01' }],
  portfolios: [{ projectName: 'Talent map', projectType: 'Web', url: 'https://example.com/map' }],
  criteria: {
    workTypes: ['Fully Remote' as const, 'Partially Remote' as const],
    city: 'Berlin',
    salaryExpectation: 5200,
    relocate: true,
  },
  ...over,
});

describe('candidate sign-up and sign-in', () => {
  it('signs up, verifies by the emailed link and signs in as a candidate whose profile id is the candidate', async () => {
    const body = validCandidateSignUp();
    const res = await api.post('/api/candidate-app/sign-up', { body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.signUpSuccess);
    const mail = await waitForMail(app, body.email, { subject: /Verify/ });
    expect(mail.text).toMatch(/\/emailverification\/[A-Za-z0-9_-]+/);

    const early = await api.post('/api/user/login', { body: { email: body.email, password: body.password } });
    expect(early.statusCode).toBe(403);
    // A new link, asked for again, leads to the candidate's landing too.
    const asked = new Date();
    await api.post('/api/user/resendVerficationCode', { body: { email: body.email } });
    const again = await waitForMail(app, body.email, { subject: /Verify/, after: asked });
    expect(again.text).toMatch(/\/emailverification\/[A-Za-z0-9_-]+/);

    const c = await signUpCandidateVerified(app);
    const login = await api.post('/api/user/login', { body: { email: c.email, password: c.password } });
    expect(login.statusCode, login.body).toBe(200);
    const profile = login.json().profile;
    expect(profile).toMatchObject({
      userType: 'Candidate',
      userId: c.profile.userId,
      isAllowed: true,
      isSignUpProcessCompleted: false,
    });
    const me = await api.get('/api/candidate-app/profile', { token: login.json().token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      id: profile.id,
      userId: profile.userId,
      profileRank: 0,
      title: null,
      skillIds: [],
      educations: [],
    });
  });

  it('answers 409 Email Already Exists for an address in use by a candidate or a company', async () => {
    const c = await signUpCandidateVerified(app);
    for (const email of [c.email, company.email]) {
      const res = await api.post('/api/candidate-app/sign-up', { body: validCandidateSignUp(email) });
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe(MESSAGES.emailAlreadyExists);
    }
    const asCompany = await api.post('/api/user/createCompany', {
      body: {
        name: 'Ann Lee',
        companyName: 'Acme',
        email: c.email,
        phoneNumber: '+14155550100',
        password: 'Kite7#Lumen',
      },
    });
    expect(asCompany.statusCode).toBe(409);
  });

  it('applies the sign-up rules: 422 with each field’s message, and a guessable password', async () => {
    const res = await api.post('/api/candidate-app/sign-up', { body: { name: 'A', email: 'nope', password: 'short' } });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res)).toMatchObject({ name: MESSAGES.fullName, email: MESSAGES.validEmail, password: MESSAGES.setPassword });
    const weak = await api.post('/api/candidate-app/sign-up', { body: validCandidateSignUp() });
    expect(weak.statusCode).toBe(200);
    const guessable = await api.post('/api/candidate-app/sign-up', {
      body: { ...validCandidateSignUp(), password: 'password123' },
    });
    expect(guessable.statusCode).toBe(422);
  });
});

describe('the candidate profile', () => {
  it('saves the whole profile in one call and reads it back; the rank follows', async () => {
    const c = await signUpCandidateVerified(app);
    const put = await api.put('/api/candidate-app/profile', { token: c.token, body: fullProfile(refs) });
    expect(put.statusCode, put.body).toBe(200);
    const saved = put.json();
    expect(saved).toMatchObject({
      id: c.candidateId,
      title: 'Frontend Developer',
      city: 'Berlin',
      country: 'Germany',
      yearsOfExperience: 40,
      gender: 'Female' as const,
      dateOfBirth: '1994-05-02',
      criteria: { workTypes: ['Fully Remote', 'Partially Remote'], city: 'Berlin', salaryExpectation: 5200, relocate: true },
      workExperiences: [{ jobTitle: 'Developer', companyName: 'Initech', from: '2017-01-01', to: null }],
      educations: [{ educationId: refs.educationIds[0], nameOfDegree: 'BSc Computer Science', to: '2016-07-01' }],
    });
    expect([...saved.skillIds].sort()).toEqual([...refs.skillIds].sort());
    expect(saved.skills).toHaveLength(3);
    // Berlin's coordinates come from the bundled world-cities data.
    expect(saved.location?.lat).toBeCloseTo(52.5, 0);
    expect(saved.location?.lng).toBeCloseTo(13.4, 0);
    // Everything but the tests: 5 + 10 + 10 + 5 + 3 * 2 + 10 + 10 + 5 + 5.
    expect(saved.profileRank).toBe(66);
    const got = await api.get('/api/candidate-app/profile', { token: c.token });
    expect(got.json()).toEqual(saved);
    const me = await api.get('/api/user/me', { token: c.token });
    expect(me.json()).toMatchObject({ id: c.candidateId, isSignUpProcessCompleted: true });
  });

  it('stores every section left out as empty, and lowers the rank', async () => {
    const c = await signUpCandidateVerified(app);
    await api.put('/api/candidate-app/profile', { token: c.token, body: fullProfile(refs) });
    const res = await api.put('/api/candidate-app/profile', {
      token: c.token,
      body: { title: 'Designer', city: 'Paris', country: 'France' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Designer',
      aboutYou: '',
      profilePicture: null,
      video: null,
      skillIds: [],
      educations: [],
      workExperiences: [],
      certificates: [],
      portfolios: [],
      criteria: { workTypes: [], city: null, salaryExpectation: null, relocate: false },
      profileRank: 5,
    });
  });

  it('requires title, city and country (422 with the messages) and refuses unknown fields', async () => {
    const c = await signUpCandidateVerified(app);
    const res = await api.raw('PUT', '/api/candidate-app/profile', { token: c.token, body: { title: ' ', city: '' } });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res)).toMatchObject({
      title: CANDIDATE_MESSAGES.titleRequired,
      city: CANDIDATE_MESSAGES.cityRequired,
      country: CANDIDATE_MESSAGES.countryRequired,
    });
    const extra = await api.raw('PUT', '/api/candidate-app/profile', {
      token: c.token,
      body: { title: 'X', city: 'Paris', country: 'France', profileRank: 100 },
    });
    expect(extra.statusCode).toBe(422);
  });

  it('refuses a city it cannot place, an inactive or unknown skill, an unknown education and reversed dates', async () => {
    const c = await signUpCandidateVerified(app);
    const put = (over: Record<string, unknown>) =>
      api.put('/api/candidate-app/profile', { token: c.token, body: fullProfile(refs, over) });
    const nowhere = await put({ city: 'Qwertyville', country: 'Germany' });
    expect(nowhere.statusCode).toBe(422);
    expect(detailsOf(nowhere).city).toBe(CANDIDATE_MESSAGES.cityNotFound);
    // With coordinates given, the city is taken as sent.
    expect((await put({ city: 'Qwertyville', country: 'Germany', location: { lat: 1, lng: 2 } })).statusCode).toBe(200);

    const [inactive] = await app.db
      .update(skills)
      .set({ isActive: false })
      .where(eq(skills.id, refs.skillIds[2] as string))
      .returning();
    try {
      const res = await put({ skillIds: [inactive?.id] });
      expect(res.statusCode).toBe(422);
      expect(detailsOf(res).skillIds).toBe(CANDIDATE_MESSAGES.skillUnavailable);
    } finally {
      await app.db
        .update(skills)
        .set({ isActive: true })
        .where(eq(skills.id, refs.skillIds[2] as string));
    }
    const unknownEducation = await put({
      educations: [{ educationId: company.companyId, nameOfDegree: 'X', institute: 'Y' }],
    });
    expect(detailsOf(unknownEducation)['educations.0.educationId']).toBe(CANDIDATE_MESSAGES.educationUnavailable);
    const reversed = await put({
      workExperiences: [{ jobTitle: 'Dev', companyName: 'A', from: '2020-01-01', to: '2019-01-01' }],
    });
    expect(detailsOf(reversed)['workExperiences.0.to']).toBe(CANDIDATE_MESSAGES.datesOrder);
  });
});

describe('who may call the candidate area', () => {
  it('answers a company user 404 on every candidate call, and a candidate 404 on company calls', async () => {
    for (const [method, url] of [
      ['GET', '/api/candidate-app/profile'],
      ['GET', '/api/candidate-app/tests'],
      ['GET', '/api/candidate-app/applications'],
    ] as const) {
      const res = await api.raw(method, url, { token: company.token });
      expect(res.statusCode, url).toBe(404);
    }
    const put = await api.put('/api/candidate-app/profile', { token: company.token, body: fullProfile(refs) });
    expect(put.statusCode).toBe(404);

    const c = await signUpCandidateVerified(app);
    for (const url of [
      '/api/company-jobs',
      `/api/company/${company.companyId}`,
      `/api/company-user-notification/${c.profile.userId}`,
      `/api/company/${company.companyId}/users`,
    ]) {
      const res = await api.raw('GET', url, { token: c.token });
      expect(res.statusCode, url).toBe(404);
    }
    const createJob = await api.post('/api/companies/{companyId}/company-jobs', {
      params: { companyId: company.companyId },
      token: c.token,
      body: { jobTitle: 'X' },
    });
    expect(createJob.statusCode).toBe(404);
  });

  it('shows a candidate only their own data', async () => {
    const a = await signUpCandidateVerified(app);
    const b = await signUpCandidateVerified(app);
    await api.put('/api/candidate-app/profile', { token: a.token, body: fullProfile(refs, { title: 'Only A' }) });
    const asB = await api.get('/api/candidate-app/profile', { token: b.token });
    expect(asB.json().id).toBe(b.candidateId);
    expect(asB.json().title).toBeNull();
    expect((await api.get('/api/user/{userId}', { params: { userId: a.profile.userId }, token: b.token })).statusCode).toBe(404);
    expect((await api.get('/api/user/{userId}', { params: { userId: a.profile.userId }, token: company.token })).statusCode).toBe(
      404,
    );
  });
});
