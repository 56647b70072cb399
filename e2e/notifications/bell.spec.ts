import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { companyJobs } from '../../apps/api/src/db/schema/index.ts';
import { expireJobs } from '../../apps/api/src/modules/jobs/jobs.expiry.ts';
import { notifyCompany } from '../../apps/api/src/modules/notifications/notifications.service.ts';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';
import { finishedAppearing } from '../fixtures/motion.ts';

/** The open bell's panel, once it has finished sliding in (a click during that can miss, decision 25). */
async function shownPanel(page: Page) {
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.waitFor();
  await finishedAppearing(page.locator('.ant-dropdown').filter({ has: panel }));
  return panel;
}

journeys('notification bell', (j) => {
  it('shows a notification created on the server without a reload, marks all read on opening, and navigates', async () => {
    const { page, server, context } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(context, owner.email, owner.password);
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: / Overview$/ }).waitFor();
    await streamOpen;

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByText("There aren't any notifications to show").waitFor();
    await page.keyboard.press('Escape');

    const extras = { candidateId: crypto.randomUUID(), jobApplicationId: crypto.randomUUID(), jobId: crypto.randomUUID() };
    const expiredJobId = crypto.randomUUID();
    await notifyCompany(server.ctx, {
      companyId: owner.companyId,
      type: 'JOBEXPIRED',
      content: 'Your job Designer expired',
      extras: { companyJobId: expiredJobId, jobTitle: 'Designer' },
    });
    await notifyCompany(server.ctx, { companyId: owner.companyId, type: 'JOBAPPLICATION', content: 'Jane Doe applied', extras });
    // Pushed over the event stream: the badge counts both within a couple of seconds, no reload.
    await page.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 3000 });

    await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const panel = await shownPanel(page);
    const items = panel.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual([
      expect.stringContaining('Jane Doe applied'),
      expect.stringContaining('Your job Designer expired'),
    ]);
    await expectNoSeriousA11yViolations(page, 'open bell');
    // By keyboard: the panel takes the focus, Tab walks its notifications, Escape closes it and
    // gives the focus back to the bell.
    await expect.poll(() => panel.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Jane Doe applied');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Your job Designer expired');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => bell.evaluate((el) => el === document.activeElement)).toBe(true);
    // Tabbing past the last one closes the panel.
    await bell.press('Enter');
    await shownPanel(page);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await panel.waitFor({ state: 'hidden' });
    await bell.click();
    await shownPanel(page);
    // Opening marked them read on the server.
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    const list = await (await context.request.get(`/api/company-user-notification/${await userIdOf(context)}`)).json();
    expect(list.map((n: { companyUsers: { read: boolean }[] }) => n.companyUsers[0]?.read)).toEqual([true, true]);

    await panel.getByRole('button', { name: /Jane Doe applied/ }).click();
    await page.waitForURL('**/candidate-overview');
    const state = await page.evaluate(() => (window.history.state as { usr?: unknown })?.usr);
    expect(state).toEqual(extras);
    // The overview reads the application named in the state: these ids are made up, so it says so.
    await page.getByRole('heading', { level: 1, name: 'Candidate Overview' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Try again' }).first().waitFor();

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await (await shownPanel(page)).getByRole('button', { name: /Designer expired/ }).click();
    await page.waitForURL('**/job-opening-details');
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown })?.usr)).toEqual({ jobId: expiredJobId });
  });

  it('opens the job that the expiry completed, from the JOBEXPIRED notification it wrote', async () => {
    const { page, server, context } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    // A job published 16 days ago, so its end date (15 days after creation) has passed.
    const createdAt = new Date(Date.now() - 16 * 86_400_000);
    const [job] = await server.db
      .insert(companyJobs)
      .values({
        companyId: owner.companyId,
        jobTitle: 'Lighthouse Keeper',
        jobStatus: 'Published',
        jobType: 'Full time',
        workType: 'On-site',
        city: 'Bergen',
        country: 'Norway',
        createdAt,
        publishedAt: createdAt,
        endDate: new Date(createdAt.getTime() + 15 * 86_400_000),
      })
      .returning({ id: companyJobs.id });
    if (!job) throw new Error('no job inserted');
    await signInContext(context, owner.email, owner.password);
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: / Overview$/ }).waitFor();
    await streamOpen;

    // The real expiry run: it completes the job and notifies the company.
    expect(await expireJobs(server.ctx)).toBeGreaterThanOrEqual(1);
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click({ timeout: 5000 });
    await (await shownPanel(page)).getByRole('button', { name: /Lighthouse Keeper/ }).click();
    await page.waitForURL('**/job-opening-details');
    expect(await page.evaluate(() => (window.history.state as { usr?: unknown })?.usr)).toEqual({ jobId: job.id });
    // The details page shows that job, now Completed.
    await page.getByRole('heading', { level: 1, name: 'Job Opening Details' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('Lighthouse Keeper').first().waitFor();
    await main.getByText('Completed', { exact: true }).waitFor();
  });
});

async function userIdOf(context: import('playwright-core').BrowserContext) {
  const me = await (await context.request.get('/api/user/me')).json();
  return me.userId as string;
}
