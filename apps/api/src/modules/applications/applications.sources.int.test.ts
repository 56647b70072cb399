/**
 * Where each application came from (issue 30, part 2): the server's own links to a job page mark
 * themselves, the job page carries the visitor's origin (and a shared link's campaign) to the
 * candidate app's Apply, and the application keeps what the candidate app sends with it.
 */
import { type ApplicationDetail, MESSAGES, UTM_MAX } from '@talentdeck/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { approvedCompany } from '#test/billing-helpers.js';
import { createTestApp, detailsOf, json, signUpCandidateVerified, standInWebDist } from '#test/helpers.js';
import { publishedJob, saveCandidateProfile } from '#test/pipeline-helpers.js';

// The public job page is served with the web app.
const app = await createTestApp({ serveWeb: true, webDist: standInWebDist() });
afterAll(() => app.close());

const owner = await approvedCompany(app, { name: 'Olive Owner' });
const job = await publishedJob(app, owner, 'Product Designer', ['Why us?']);

async function candidate() {
  const c = await signUpCandidateVerified(app, {});
  await saveCandidateProfile(app, c.token);
  return c;
}
const apply = (token: string, origin?: unknown) =>
  app.inject(
    json(
      'POST',
      `/api/candidate-app/jobs/${job.id}/apply`,
      { answers: job.questions.map((q) => ({ questionId: q.id, answer: 'The craft.' })), ...(origin ? { origin } : {}) },
      token,
    ),
  );
const originOf = async (applicationId: string) => {
  const res = await app.inject(json('GET', `/api/job-applications/${applicationId}`, undefined, owner.token));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ApplicationDetail).origin;
};
/** The Apply link of the public job page opened at this address. */
const applyLinkOf = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/job-summary/${job.id}${query}` });
  expect(res.statusCode).toBe(200);
  const href = /<a class="apply-button" href="([^"]+)"/.exec(res.body)?.[1] ?? '';
  return new URL(href.replaceAll('&amp;', '&'), 'http://x');
};

describe('the source of an application', () => {
  it('keeps the source and the campaign the candidate app sends, and shows them with the application', async () => {
    const maya = await candidate();
    const origin = { source: 'shared_link', utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'Product Designer' };
    const res = await apply(maya.token, origin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await originOf(res.json().id)).toEqual(origin);

    const ben = await candidate();
    const found = await apply(ben.token, { source: 'candidate_search' });
    expect(await originOf(found.json().id)).toEqual({ source: 'candidate_search' });
  });

  it('records none for a client that sends none', async () => {
    const res = await apply((await candidate()).token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await originOf(res.json().id)).toBeNull();
  });

  it('refuses an unknown source, a campaign too long or with control characters, or another field', async () => {
    const c = await candidate();
    const cases = [
      [{ source: 'billboard' }, 'origin.source'],
      [{ source: 'shared_link', utmSource: 'x'.repeat(UTM_MAX + 1) }, 'origin.utmSource'],
      [{ source: 'shared_link', utmCampaign: 'spring\u0000' }, 'origin.utmCampaign'],
      [{ source: 'shared_link', referrer: 'https://evil.example' }, 'origin.referrer'],
    ] as const;
    for (const [origin, field] of cases) {
      const res = await apply(c.token, origin);
      expect(res.statusCode, JSON.stringify(origin)).toBe(422);
      expect(Object.keys(detailsOf(res))).toContain(field);
    }
    const control = await apply(c.token, { source: 'shared_link', utmCampaign: 'spring\u0000' });
    expect(detailsOf(control)['origin.utmCampaign']).toBe(MESSAGES.controlCharacters);
    // Nothing was recorded by the refused calls: the candidate can still apply.
    expect((await apply(c.token, { source: 'job_page' })).statusCode).toBe(200);
  });
});

describe('the job page carries where its visitor came from to Apply', () => {
  it.each([
    ['', { source: 'job_page' }],
    ['?src=careers', { source: 'careers_page' }],
    ['?src=feed', { source: 'job_board' }],
    [
      '?utm_source=linkedin&utm_medium=social&utm_campaign=Product%20Designer',
      { source: 'shared_link', utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'Product Designer' },
    ],
  ])('%s', async (query, expected) => {
    const link = await applyLinkOf(query);
    expect(link.pathname).toBe(`/candidate/jobs/${job.id}`);
    expect(Object.fromEntries(link.searchParams)).toEqual(expected);
  });

  it('escapes what a crafted link puts in its campaign', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/job-summary/${job.id}?utm_source=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
    });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(Object.fromEntries((await applyLinkOf('?utm_source=%22%3E%3Cb%3E')).searchParams)).toEqual({
      source: 'shared_link',
      utm_source: '"><b>',
    });
  });
});

describe("the server's own links to a job mark themselves", () => {
  it('from the careers page (?src=careers) and the feed (?src=feed), the feed item keeping its address as id', async () => {
    const profile = await app.inject(json('GET', `/api/company/${owner.profile.id}`, undefined, owner.token));
    const slug = (profile.json() as { slug: string }).slug;
    const page = await app.inject({ method: 'GET', url: `/careers/${slug}` });
    expect(page.body).toContain(`href="/job-summary/${job.id}?src=careers"`);
    const feed = await app.inject({ method: 'GET', url: `/careers/${slug}/feed.xml` });
    expect(feed.body).toMatch(new RegExp(`<link>[^<]*/job-summary/${job.id}\\?src=feed</link>`));
    expect(feed.body).toMatch(new RegExp(`<guid[^>]*>[^<]*/job-summary/${job.id}</guid>`));
  });
});
