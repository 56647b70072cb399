import { CONVERSATION_MESSAGES } from '@talentdeck/shared';
import { expect, it } from 'vitest';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { interviewStarted, publishedJob } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { applyAs } from '../fixtures/applicants.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { signInCandidate } from '../fixtures/candidates.ts';
import { shownDialog } from '../fixtures/dialog.ts';
import { journeys } from '../fixtures/journey.ts';
import { latestMail } from '../fixtures/mailbox.ts';
import { chooseLabelled as choose } from '../fixtures/select.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

journeys('interviews', (j) => {
  it('the recruiter schedules an interview, the candidate accepts it, and the recruiter sees the answer live', async () => {
    const { page, server, context, browser } = j;
    const company = await approvedCompany(server);
    const job = await publishedJob(server, company, 'Data Engineer');
    const ada = await applyAs(server, job, 'Ada Quinn');

    await signInContext(context, company.email, company.password);
    await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
    const setInterview = page.getByRole('button', { name: 'Set Interview' });
    await expect.poll(() => setInterview.isEnabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'candidate overview');
    await setInterview.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.waitFor();

    // Days before today cannot be picked.
    await dialog.getByLabel('Date').click();
    const yesterday = new Date(Date.now() - 86_400_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const past = page.locator(`.ant-picker-dropdown:visible td[title="${isoDay(yesterday)}"]`);
    if ((await past.count()) > 0) expect(await past.getAttribute('class')).toContain('ant-picker-cell-disabled');
    await dialog.getByLabel('Date').fill(isoDay(tomorrow));
    await dialog.getByLabel('Date').press('Enter');
    await dialog.getByLabel('Start time').fill('10:00');
    await dialog.getByLabel('Start time').press('Enter');
    await dialog.getByLabel('Remote').check();
    await dialog.getByLabel('Meeting link').fill('not a link');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.getByText(CONVERSATION_MESSAGES.validUrl).waitFor();
    await expectNoSeriousA11yViolations(page, 'scheduling dialog');
    await dialog.getByLabel('Meeting link').fill('https://meet.example.com/ada');
    await dialog.getByRole('button', { name: 'Schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Pending').waitFor();
    await expect.poll(() => setInterview.isDisabled()).toBe(true);

    // The invitation arrives by email with the .ics attached.
    const mail = (await latestMail(server, ada.email, /interview/i)) as Awaited<ReturnType<typeof latestMail>> & {
      attachments?: { filename: string; content: string }[];
    };
    const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.content).toContain('BEGIN:VEVENT');

    // The candidate, in their own browser context, accepts.
    const candidateContext = await browser.newContext({ baseURL: server.url });
    try {
      await signInCandidate(candidateContext, ada);
      const candidatePage = await candidateContext.newPage();
      await candidatePage.goto('/candidate/interviews');
      await candidatePage.getByRole('heading', { name: 'Data Engineer' }).waitFor();
      await expectNoSeriousA11yViolations(candidatePage, 'candidate interviews');
      await candidatePage.getByRole('button', { name: 'Accept' }).click();
      await candidatePage.getByText('You accepted').waitFor();
    } finally {
      await candidateContext.close();
    }

    // The recruiter's overview follows without a reload.
    await page.getByText('Accepted', { exact: true }).waitFor({ timeout: 10_000 });
    // …and the bell tells of the answer (INTERVIEWINVITE).
    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).waitFor({ timeout: 10_000 });

    // The conversation carries the invitation as a card: centred in the list, with no list number.
    await page.goto('/messages');
    await page
      .getByRole('button', { name: /Ada Quinn/ })
      .first()
      .click();
    const card = page.locator('.td-chat__card', { hasText: 'Interview scheduled' });
    await card.waitFor();
    const list = page.locator('.td-chat__messages');
    expect(await list.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
    const [cardBox, listBox] = [await card.boundingBox(), await list.boundingBox()];
    expect(
      Math.abs((cardBox?.x ?? 0) + (cardBox?.width ?? 0) / 2 - ((listBox?.x ?? 0) + (listBox?.width ?? 0) / 2)),
    ).toBeLessThan(2);

    await page.goto('/job-interviews');
    await page.getByRole('link', { name: 'Ada Quinn' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'job interviews');
    await choose(page, 'Time', 'Today');
    await page.getByText('No interviews in this period.').waitFor();
    await choose(page, 'Time', 'All');
    await choose(page, 'Job', 'Data Engineer');
    await page.getByRole('link', { name: 'Ada Quinn' }).waitFor();
  });

  it('warns of an overlap, reschedules in the office, follows a decline, deletes after confirmation, and sets an outcome once started', async () => {
    const { page, server, context, browser } = j;
    const company = await approvedCompany(server);
    const office = { office: 'Friedrichstraße 68', city: 'Berlin', country: 'Germany', lat: 52.52, long: 13.405 };
    const patched = await server.inject({
      method: 'PATCH',
      url: `/api/company/${company.companyId}`,
      headers: { authorization: `Bearer ${company.token}` },
      payload: { address: [office] },
    });
    expect(patched.statusCode).toBe(200);
    const job = await publishedJob(server, company, 'Site Reliability Engineer');
    const ada = await applyAs(server, job, 'Ada Quinn');
    const ben = await applyAs(server, job, 'Ben Ortiz');
    const day = isoDay(new Date(Date.now() + 2 * 86_400_000));
    await signInContext(context, company.email, company.password);

    /** Schedules (or reschedules) from the open dialog: In-office in Berlin, the given start. */
    const fill = async (dialogName: string, start: string) => {
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.waitFor();
      // Rescheduling keeps the day (Enter in an unchanged field would submit the form).
      if (dialogName.startsWith('Schedule')) {
        await dialog.getByLabel('Date').fill(day);
        await dialog.getByLabel('Date').press('Enter');
      }
      await dialog.getByLabel('Start time').fill(start);
      await dialog.getByLabel('Start time').press('Tab');
      await expect.poll(() => dialog.getByLabel('In-office').isChecked()).toBe(true);
      await choose(page, 'Office', 'Berlin');
      await dialog.getByText("In the office's time zone (Europe/Berlin)").waitFor();
      await dialog.getByRole('button', { name: dialogName.split(' ')[0] }).click();
      await dialog.waitFor({ state: 'hidden' });
    };

    await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
    const setInterview = page.getByRole('button', { name: 'Set Interview' });
    await expect.poll(() => setInterview.isEnabled()).toBe(true);
    await setInterview.click();
    await fill('Schedule Interview', '10:00');
    await page.getByText('Interview scheduled; the candidate gets the invitation by email').waitFor();

    // Ben at 10:15 the same day overlaps Ada's 30 minutes: saved, with a warning.
    await page.goto(`/candidate-overview?applicationId=${ben.applicationId}&jobId=${job.id}`);
    await expect.poll(() => setInterview.isEnabled()).toBe(true);
    await setInterview.click();
    await fill('Schedule Interview', '10:15');
    await page.getByText(CONVERSATION_MESSAGES.overlaps).first().waitFor();
    await expect.poll(() => setInterview.isDisabled()).toBe(true);

    // Ben declines in the candidate app; the recruiter's overview follows without a reload.
    const candidateContext = await browser.newContext({ baseURL: server.url });
    try {
      await signInCandidate(candidateContext, ben);
      const candidatePage = await candidateContext.newPage();
      await candidatePage.goto('/candidate/interviews');
      await candidatePage.getByRole('heading', { name: 'Site Reliability Engineer' }).waitFor();
      await candidatePage.getByRole('button', { name: 'Decline' }).click();
      await candidatePage.getByText('You declined').waitFor();
    } finally {
      await candidateContext.close();
    }
    await page.getByText('Declined', { exact: true }).waitFor({ timeout: 10_000 });

    // Ada's interview moves to 14:00: an updated invitation with the same UID and a higher SEQUENCE.
    await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
    await page.getByRole('button', { name: 'Reschedule' }).click();
    await fill('Reschedule Interview', '14:00');
    await page.getByText('Interview rescheduled; the candidate gets the updated invitation by email').waitFor();
    const icsOf = async (subject: RegExp) => {
      const mail = (await latestMail(server, ada.email, subject)) as Awaited<ReturnType<typeof latestMail>> & {
        attachments?: { filename: string; content: string }[];
      };
      return mail.attachments?.find((a) => a.filename.endsWith('.ics'))?.content ?? '';
    };
    const invitation = await icsOf(/Interview invitation/);
    const update = await icsOf(/Interview rescheduled/);
    const uid = /UID:(.+)/.exec(invitation)?.[1]?.trim();
    expect(uid).toBeTruthy();
    expect(/UID:(.+)/.exec(update)?.[1]?.trim()).toBe(uid);
    expect(update).toMatch(/SEQUENCE:1/);
    expect(update).toMatch(/DTSTART;TZID=Europe\/Berlin:\d{8}T140000/);
    expect(update).toContain('Friedrichstraße 68');

    // An outcome waits for the interview to start.
    await page.getByText(CONVERSATION_MESSAGES.outcomeBeforeStart).waitFor();
    expect(await page.getByRole('button', { name: 'Mark Completed' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Did not appear' }).isDisabled()).toBe(true);

    // Delete asks first; cancelling keeps the interview, confirming cancels the invitation.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this interview?' });
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Reschedule' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await (await shownDialog(page, 'Delete this interview?')).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No interview scheduled yet.').waitFor();
    await expect.poll(() => setInterview.isEnabled()).toBe(true);
    const cancellation = await icsOf(/Interview cancelled/);
    expect(cancellation).toContain('METHOD:CANCEL');
    expect(/UID:(.+)/.exec(cancellation)?.[1]?.trim()).toBe(uid);

    // Ben's interview has started. He declined, so it cannot be marked Completed; Did not appear
    // asks first, and then the next round can be scheduled.
    const listed = await server.inject({
      method: 'GET',
      url: `/api/company-jobs/${job.id}/interviews`,
      headers: { authorization: `Bearer ${company.token}` },
    });
    const bens = (listed.json() as { id: string; jobApplicationId: string }[]).find(
      (i) => i.jobApplicationId === ben.applicationId,
    );
    await interviewStarted(server, bens?.id as string);
    await page.goto(`/candidate-overview?applicationId=${ben.applicationId}&jobId=${job.id}`);
    await page.getByText(CONVERSATION_MESSAGES.declinedNotCompleted).waitFor();
    expect(await page.getByRole('button', { name: 'Mark Completed' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Did not appear' }).click();
    const didNotAppear = await shownDialog(page, 'Mark that the candidate did not appear?');
    await expectNoSeriousA11yViolations(page, 'outcome confirmation');
    await didNotAppear.getByRole('button', { name: 'Did not appear' }).click();
    await page.getByText('Marked as did not appear').waitFor();
    await page.getByText('This round has its outcome: Set Interview schedules the next one.').waitFor();
    await expect.poll(() => setInterview.isEnabled()).toBe(true);
  });
});
