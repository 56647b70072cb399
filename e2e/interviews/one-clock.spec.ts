import { expect, it } from 'vitest';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { publishedJob } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { applyAs } from '../fixtures/applicants.ts';
import { signInCandidate } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';
import { latestMail } from '../fixtures/mailbox.ts';
import { chooseLabelled as choose } from '../fixtures/select.ts';

/**
 * One interview, one clock (decision 28): 10:00 at the Lisbon office on a winter day is shown as
 * 10:00 (Europe/Lisbon) on every surface, with the viewer's own time beside it: 19:00 for a
 * recruiter in Tokyo, 05:00 for a candidate in New York (and in the candidate's email).
 */
const OFFICES = [
  { office: 'Friedrichstraße 68', city: 'Berlin', country: 'Germany', lat: 52.52, long: 13.405 },
  { office: 'Rua da Prata 80', city: 'Lisbon', country: 'Portugal', lat: 38.7223, long: -9.1393 },
];
// Next 15 January: always ahead, and Lisbon is on UTC+0 then.
const YEAR = new Date().getUTCFullYear() + 1;
const DAY = `${YEAR}-01-15`;
const weekday = new Date(`${DAY}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
const AT = `${weekday}, 15 Jan ${YEAR}, 10:00 – 10:30 (Europe/Lisbon)`;
const TOKYO = `${weekday}, 15 Jan ${YEAR}, 19:00 – 19:30 your time (Asia/Tokyo)`;
const NEW_YORK = `${weekday}, 15 Jan ${YEAR}, 05:00 – 05:30 your time (America/New_York)`;

journeys('one clock for interviews', (j) => {
  it('shows one interview at the same time on every surface, for a recruiter and a candidate in two other zones', async () => {
    const { server, browser } = j;
    const company = await approvedCompany(server);
    const patched = await server.inject({
      method: 'PATCH',
      url: `/api/company/${company.companyId}`,
      headers: { authorization: `Bearer ${company.token}` },
      payload: { address: OFFICES },
    });
    expect(patched.statusCode).toBe(200);
    const job = await publishedJob(server, company, 'Data Engineer');
    const ada = await applyAs(server, job, 'Ada Quinn', {
      city: 'New York',
      country: 'United States',
      location: { lat: 40.71, lng: -74.01 },
    });

    const recruiter = await browser.newContext({ baseURL: server.url, timezoneId: 'Asia/Tokyo', locale: 'en-GB' });
    const candidate = await browser.newContext({ baseURL: server.url, timezoneId: 'America/New_York', locale: 'en-GB' });
    try {
      await signInContext(recruiter, company.email, company.password);
      const page = await recruiter.newPage();

      // Scheduled in the form, at the Lisbon office: the form says whose clock it reads.
      await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
      const setInterview = page.getByRole('button', { name: 'Set Interview' });
      await expect.poll(() => setInterview.isEnabled()).toBe(true);
      await setInterview.click();
      const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
      await dialog.waitFor();
      await dialog.getByLabel('Date').fill(DAY);
      await dialog.getByLabel('Date').press('Enter');
      await dialog.getByLabel('Start time').fill('10:00');
      await dialog.getByLabel('Start time').press('Tab');
      await choose(page, 'Office', 'Lisbon');
      await dialog.getByText("In the office's time zone (Europe/Lisbon)").waitFor();
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await dialog.waitFor({ state: 'hidden' });

      const shows = async (where: string, scope: ReturnType<typeof page.locator>, own: string) => {
        await scope.getByText(AT).first().waitFor();
        await scope.getByText(own).first().waitFor();
        expect(await scope.getByText(AT).count(), where).toBeGreaterThan(0);
      };
      // The overview's panel.
      await shows('overview', page.locator('.ant-card', { hasText: 'Interview' }), TOKYO);
      // /job-interviews' list.
      await page.goto('/job-interviews');
      await shows('interviews list', page.locator('table'), TOKYO);
      // /messages: the Scheduled Interviews panel and the conversation's card.
      await page.goto('/messages');
      await shows('messages panel', page.locator('section[aria-labelledby="td-chat-interviews"]'), TOKYO);
      await page
        .getByRole('button', { name: /Ada Quinn/ })
        .first()
        .click();
      await shows('chat card', page.locator('.td-chat__card', { hasText: 'Interview scheduled' }), TOKYO);

      // The candidate's page and their conversation's card, in New York.
      await signInCandidate(candidate, ada);
      const own = await candidate.newPage();
      await own.goto('/candidate/interviews');
      await shows('candidate interviews', own.locator('.td-candidate-list'), NEW_YORK);
      await own.goto('/candidate/messages');
      await own
        .getByRole('button', { name: /Data Engineer/ })
        .first()
        .click();
      await shows('candidate chat card', own.locator('.td-chat__card', { hasText: 'Interview scheduled' }), NEW_YORK);

      // The email names the office's clock and the candidate's own; the .ics is on the office's zone.
      const mail = (await latestMail(server, ada.email, /Interview invitation/)) as Awaited<ReturnType<typeof latestMail>> & {
        attachments?: { filename: string; content: string }[];
      };
      expect(mail.text).toContain(`When: ${AT}, that is ${NEW_YORK}.`);
      const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'))?.content ?? '';
      expect(ics).toMatch(new RegExp(`DTSTART;TZID=Europe/Lisbon:${YEAR}0115T100000`));
      // RFC 5545 escapes the commas of a text value.
      expect(ics).toContain('LOCATION:Rua da Prata 80\\, Lisbon\\, Portugal');
    } finally {
      await recruiter.close();
      await candidate.close();
    }
  });
});
