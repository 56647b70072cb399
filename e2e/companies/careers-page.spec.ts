import { MESSAGES } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies } from '../../apps/api/src/db/schema/index.ts';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { seedPublishedJob } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';

journeys('careers page', (j) => {
  it('is readable and filterable with JavaScript off, and the business profile moves it to a new address', async () => {
    const owner = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: true });
    await seedPublishedJob(j.server, owner.companyId, { jobTitle: 'Platform Engineer' });

    // The business profile names the address, refuses a bad one and saves a new one.
    await signInContext(j.context, owner.email, owner.password);
    const profile = await j.context.request.patch(`/api/company/${owner.companyId}`, {
      data: {
        about: 'We build logistics software.',
        address: [{ office: 'Rua Augusta 1', city: 'Lisbon', country: 'Portugal' }],
      },
    });
    expect(profile.status()).toBe(200);
    const { page } = j;
    await page.goto('/profilesettings/businessprofile');
    const slugField = page.getByLabel('Careers page address');
    const original = await slugField.inputValue();
    expect(original).toMatch(/^[a-z0-9-]{3,60}$/);
    await slugField.fill('No Spaces');
    await slugField.blur();
    await page.getByText('Use 3 to 60 characters').waitFor();
    // Another company's address is refused with the server's message on the field.
    const rival = await createCompanyOwner(j.server);
    const [taken] = await j.server.db.select({ slug: companies.slug }).from(companies).where(eq(companies.id, rival.companyId));
    await slugField.fill(taken?.slug ?? '');
    await page.getByRole('button', { name: 'Update Business Profile' }).click();
    await page.getByText(MESSAGES.slugTaken).waitFor();

    const slug = `careers-${Date.now()}`;
    await slugField.fill(slug);
    await page.getByRole('button', { name: 'Update Business Profile' }).click();
    await page.getByText('Business profile is saved').waitFor();
    await expect
      .poll(() => page.getByRole('link', { name: 'View your careers page' }).getAttribute('href'))
      .toBe(`/careers/${slug}`);

    // A visitor without JavaScript: the page, the filter form as a plain GET, and the old address redirecting.
    const visitor = await j.browser.newContext({ baseURL: j.server.url, javaScriptEnabled: false });
    try {
      const v = await visitor.newPage();
      const moved = await v.goto(`/careers/${original}`);
      expect(new URL(v.url()).pathname).toBe(`/careers/${slug}`);
      expect(moved?.status()).toBe(200);
      await v.getByRole('heading', { level: 1, name: /^Careers at / }).waitFor();
      await v.getByRole('link', { name: 'Platform Engineer' }).waitFor();

      await v.getByLabel('Work type').selectOption('Fully Remote');
      await v.getByRole('button', { name: 'Filter' }).click();
      await v.waitForURL(/workType=Fully\+Remote/);
      await v.getByText('No open job matches these filters.').waitFor();
      expect(await v.getByRole('link', { name: 'Platform Engineer' }).count()).toBe(0);

      await v.getByRole('link', { name: 'Clear filters' }).click();
      await v.getByRole('link', { name: 'Platform Engineer' }).click();
      await v.getByRole('link', { name: /^All jobs at / }).waitFor();
    } finally {
      await visitor.close();
    }

    // axe runs as a script, so it checks the same server-rendered page (it loads no script) in a page with JavaScript on.
    await page.goto(`/careers/${slug}`);
    await page.getByRole('heading', { level: 1, name: /^Careers at / }).waitFor();
    await expectNoSeriousA11yViolations(page, 'careers page');
  });
});
