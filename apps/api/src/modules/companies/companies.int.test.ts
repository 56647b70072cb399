import { MESSAGES } from '@talentdeck/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { testClient } from '#test/api-client.js';
import { createTestApp, detailsOf, signUpVerified } from '#test/helpers.js';

const app = await createTestApp();
afterAll(() => app.close());

const api = testClient(app);

const london = { office: '10 Downing Street', city: 'London', country: 'United Kingdom', lat: 51.50853, long: -0.12574 };
const zurich = { office: 'Bahnhofstrasse 1', city: 'Zürich', country: 'Switzerland', lat: 47.36667, long: 8.55 };
const offices = [london, zurich];
/** As answered: each office with its zone, from its coordinates. */
const answeredOffices = [
  { ...london, timeZone: 'Europe/London' },
  { ...zurich, timeZone: 'Europe/Zurich' },
];

describe('business profile', () => {
  it('answers the new company with the defaults of the form and no offices', async () => {
    const owner = await signUpVerified(app, { companyName: 'Northwind Labs' });
    const res = await api.get('/api/company/{id}', { params: { id: owner.profile.id }, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: owner.profile.id,
      companyName: 'Northwind Labs',
      phoneNumber: owner.phoneNumber,
      noOfEmployees: '1-5',
      companyBenefits: 'No Benefit',
      companyAge: null,
      about: null,
      website: null,
      isSignUpProcessCompleted: false,
      isAllowed: false,
      address: [],
    });
  });

  it('saves every field and the offices in order, and completes sign-up', async () => {
    const owner = await signUpVerified(app);
    expect((await api.get('/api/user/me', { token: owner.token })).json().isSignUpProcessCompleted).toBe(false);
    const body = {
      companyName: 'Northwind Labs Ltd',
      about: 'We build things.',
      companyLogo: '/uploads/0123abcd.webp',
      website: 'northwind.example.com',
      facebookProfile: 'https://facebook.com/northwind',
      instagramProfile: 'https://instagram.com/northwind',
      twitterProfile: 'https://x.com/northwind',
      linkedinProfile: 'https://www.linkedin.com/company/northwind',
      noOfEmployees: '25-50' as const,
      companyBenefits: 'All Benefits' as const,
      companyAge: 2011,
      phoneNumber: '+44 20 7946 0958',
      address: offices,
    };
    const res = await api.patch('/api/company/{id}', { params: { id: owner.profile.id }, token: owner.token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...body, website: 'https://northwind.example.com', isSignUpProcessCompleted: true });
    expect((await api.get('/api/user/me', { token: owner.token })).json().isSignUpProcessCompleted).toBe(true);

    const again = await api.get('/api/company/{id}', { params: { id: owner.profile.id }, token: owner.token });
    expect(again.json().address).toEqual(answeredOffices);

    // A later save with fewer offices replaces the list; untouched fields stay.
    const second = await api.patch('/api/company/{id}', {
      params: { id: owner.profile.id },
      token: owner.token,
      body: { address: [zurich] },
    });
    expect(second.json()).toMatchObject({ about: 'We build things.', companyAge: 2011, address: [zurich] });
  });

  it('narrows the answer with filter.fields and refuses unknown fields', async () => {
    const owner = await signUpVerified(app);
    await api.patch('/api/company/{id}', { params: { id: owner.profile.id }, token: owner.token, body: { address: offices } });
    const filter = JSON.stringify({ fields: ['address'] });
    const res = await api.get('/api/company/{id}', { params: { id: owner.profile.id }, query: { filter }, token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: owner.profile.id, address: answeredOffices });
    const bad = JSON.stringify({ fields: ['passwordHash'] });
    const refused = await api.get('/api/company/{id}', {
      params: { id: owner.profile.id },
      query: { filter: bad },
      token: owner.token,
    });
    expect(refused.statusCode).toBe(422);
    expect(detailsOf(refused)['filter.fields.passwordHash']).toBeDefined();
  });

  it('answers each rule with the specification’s message', async () => {
    const owner = await signUpVerified(app);
    const res = await api.patch('/api/company/{id}', {
      params: { id: owner.profile.id },
      token: owner.token,
      body: {
        website: 'not a link',
        linkedinProfile: 'javascript:alert(1)',
        companyAge: new Date().getFullYear() + 1,
        address: [{ office: 'ab', city: 'London', country: 'United Kingdom' }],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(detailsOf(res)).toMatchObject({
      website: MESSAGES.validLink,
      linkedinProfile: MESSAGES.validLink,
      companyAge: MESSAGES.yearNotInFuture,
      'address.0.office': MESSAGES.officeAddressRequired,
    });
  });

  it('keeps at most five offices, refuses unknown fields and values outside the lists', async () => {
    const owner = await signUpVerified(app);
    const six = Array.from({ length: 6 }, (_, i) => ({ ...london, office: `Office number ${i}` }));
    const tooMany = await api.patch('/api/company/{id}', {
      params: { id: owner.profile.id },
      token: owner.token,
      body: { address: six },
    });
    expect(tooMany.statusCode).toBe(422);
    expect(detailsOf(tooMany).address).toBe(MESSAGES.tooManyOffices);
    const unknown = await api.raw('PATCH', `/api/company/${owner.profile.id}`, {
      token: owner.token,
      body: { isAllowed: true },
    });
    expect(unknown.statusCode).toBe(422);
    expect(detailsOf(unknown).isAllowed).toBe('Unknown field: isAllowed');
    const employees = await api.raw('PATCH', `/api/company/${owner.profile.id}`, {
      token: owner.token,
      body: { noOfEmployees: '7' },
    });
    expect(employees.statusCode).toBe(422);
    // Nothing of a refused save was kept.
    expect((await api.get('/api/company/{id}', { params: { id: owner.profile.id }, token: owner.token })).json()).toMatchObject({
      address: [],
      isAllowed: false,
      isSignUpProcessCompleted: false,
    });
  });

  it('answers 404 for another company, whether reading or saving, and 401 signed out', async () => {
    const owner = await signUpVerified(app);
    const other = await signUpVerified(app, { companyName: 'Other Co' });
    expect((await api.get('/api/company/{id}', { params: { id: other.profile.id }, token: owner.token })).statusCode).toBe(404);
    const write = await api.patch('/api/company/{id}', {
      params: { id: other.profile.id },
      token: owner.token,
      body: { about: 'hijacked' },
    });
    expect(write.statusCode).toBe(404);
    expect(
      (await api.get('/api/company/{id}', { params: { id: other.profile.id }, token: other.token })).json().about,
    ).toBeNull();
    expect((await api.get('/api/company/{id}', { params: { id: 'not-a-uuid' }, token: owner.token })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/company/${owner.profile.id}` })).statusCode).toBe(401);
  });
});
