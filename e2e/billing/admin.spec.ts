import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';

journeys('billing administration', (j) => {
  it('lets an administrator change a package and create a promo code that buyers can use', async () => {
    const admin = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: true });
    await j.server.db.update(users).set({ userType: 'Admin' }).where(eq(users.email, admin.email));
    await signInContext(j.context, admin.email, admin.password);
    const { page } = j;
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await page.getByRole('tab', { name: 'Packages and promo codes' }).click();
    await page.getByRole('cell', { name: 'Premium' }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'admin packages');

    await page.getByRole('button', { name: 'Edit Starter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit package' });
    await dialog.getByLabel('Price').fill('109');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: '$109' }).first().waitFor();

    await page.getByRole('tab', { name: 'Promo codes', exact: true }).click();
    await page.getByRole('button', { name: 'New promo code' }).click();
    const promo = page.getByRole('dialog', { name: 'New promo code' });
    await promo.getByLabel('Code').fill('launch25');
    await promo.getByLabel('Discount', { exact: true }).fill('25');
    await promo.getByLabel('Maximum uses').fill('3');
    await promo.getByRole('button', { name: 'Save' }).click();
    await promo.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'LAUNCH25' }).first().waitFor();
    await page.getByRole('cell', { name: '0 / 3' }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'admin promo codes');

    const response = await fetch(`${j.server.url}/api/packages`);
    const packages = (await response.json()) as { packageName: string; unitPrice: number }[];
    expect(packages.find((p) => p.packageName === 'Starter')?.unitPrice).toBe(109);
  });
});
