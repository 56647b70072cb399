import { MESSAGES } from '@talentdeck/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, detailsOf, json, signUpVerified } from '#test/helpers.js';

const app = await createTestApp();
afterAll(() => app.close());

const call = (method: 'GET' | 'PATCH', url: string, token: string, body?: unknown) => app.inject(json(method, url, body, token));

const offices = [
  { office: '10 Downing Street', city: 'London', country: 'United Kingdom', lat: 51.50853, long: -0.12574 },
  { office: 'Bahnhofstrasse 1', city: 'Zürich', country: 'Switzerland', lat: 47.36667, long: 8.55 },
];

describe('business profile', () => {
  it('answers the new company with the defaults of the form and no offices', async () => {
    const owner = await signUpVerified(app, { companyName: 'Northwind Labs' });
    const res = await call('GET', `/api/company/${owner.profile.id}`, owner.token);
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
    expect((await call('GET', '/api/user/me', owner.token)).json().isSignUpProcessCompleted).toBe(false);
    const body = {
      companyName: 'Northwind Labs Ltd',
      about: 'We build things.',
      companyLogo: '/uploads/0123abcd.webp',
      website: 'northwind.example.com',
      facebookProfile: 'https://facebook.com/northwind',
      instagramProfile: 'https://instagram.com/northwind',
      twitterProfile: 'https://x.com/northwind',
      linkedinProfile: 'https://www.linkedin.com/company/northwind',
      noOfEmployees: '25-50',
      companyBenefits: 'All Benefits',
      companyAge: 2011,
      phoneNumber: '+44 20 7946 0958',
      address: offices,
    };
    const res = await call('PATCH', `/api/company/${owner.profile.id}`, owner.token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...body, website: 'https://northwind.example.com', isSignUpProcessCompleted: true });
    expect((await call('GET', '/api/user/me', owner.token)).json().isSignUpProcessCompleted).toBe(true);

    const again = await call('GET', `/api/company/${owner.profile.id}`, owner.token);
    expect(again.json().address).toEqual(offices);

    // A later save with fewer offices replaces the list; untouched fields stay.
    const second = await call('PATCH', `/api/company/${owner.profile.id}`, owner.token, { address: [offices[1]] });
    expect(second.json()).toMatchObject({ about: 'We build things.', companyAge: 2011, address: [offices[1]] });
  });

  it('narrows the answer with filter.fields and refuses unknown fields', async () => {
    const owner = await signUpVerified(app);
    await call('PATCH', `/api/company/${owner.profile.id}`, owner.token, { address: offices });
    const filter = encodeURIComponent(JSON.stringify({ fields: ['address'] }));
    const res = await call('GET', `/api/company/${owner.profile.id}?filter=${filter}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: owner.profile.id, address: offices });
    const bad = encodeURIComponent(JSON.stringify({ fields: ['passwordHash'] }));
    const refused = await call('GET', `/api/company/${owner.profile.id}?filter=${bad}`, owner.token);
    expect(refused.statusCode).toBe(422);
    expect(detailsOf(refused)['filter.fields.passwordHash']).toBeDefined();
  });

  it('answers each rule with the specification’s message', async () => {
    const owner = await signUpVerified(app);
    const res = await call('PATCH', `/api/company/${owner.profile.id}`, owner.token, {
      website: 'not a link',
      linkedinProfile: 'javascript:alert(1)',
      companyAge: new Date().getFullYear() + 1,
      address: [{ office: 'ab', city: 'London', country: 'United Kingdom' }],
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
    const six = Array.from({ length: 6 }, (_, i) => ({ ...offices[0], office: `Office number ${i}` }));
    const tooMany = await call('PATCH', `/api/company/${owner.profile.id}`, owner.token, { address: six });
    expect(tooMany.statusCode).toBe(422);
    expect(detailsOf(tooMany).address).toBe(MESSAGES.tooManyOffices);
    const unknown = await call('PATCH', `/api/company/${owner.profile.id}`, owner.token, { isAllowed: true });
    expect(unknown.statusCode).toBe(422);
    expect(detailsOf(unknown).isAllowed).toBe('Unknown field: isAllowed');
    const employees = await call('PATCH', `/api/company/${owner.profile.id}`, owner.token, { noOfEmployees: '7' });
    expect(employees.statusCode).toBe(422);
    // Nothing of a refused save was kept.
    expect((await call('GET', `/api/company/${owner.profile.id}`, owner.token)).json()).toMatchObject({
      address: [],
      isAllowed: false,
      isSignUpProcessCompleted: false,
    });
  });

  it('answers 404 for another company, whether reading or saving, and 401 signed out', async () => {
    const owner = await signUpVerified(app);
    const other = await signUpVerified(app, { companyName: 'Other Co' });
    expect((await call('GET', `/api/company/${other.profile.id}`, owner.token)).statusCode).toBe(404);
    const write = await call('PATCH', `/api/company/${other.profile.id}`, owner.token, { about: 'hijacked' });
    expect(write.statusCode).toBe(404);
    expect((await call('GET', `/api/company/${other.profile.id}`, other.token)).json().about).toBeNull();
    expect((await call('GET', '/api/company/not-a-uuid', owner.token)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/company/${owner.profile.id}` })).statusCode).toBe(401);
  });
});
