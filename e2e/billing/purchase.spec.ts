import { MESSAGES } from '@talentdeck/shared';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminPromoCode } from '../fixtures/billing.ts';
import { shownDialog } from '../fixtures/dialog.ts';
import { journeys } from '../fixtures/journey.ts';

const DECLINED = 'Your card was declined.';

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

async function fillPayer(page: Page) {
  await page.getByLabel('Cardholder name').fill('Olivia Owner');
  await page.getByLabel('I agree to the terms and conditions').check();
}

/** The shared check waits for opening animations to finish (a fading mask confuses contrast checks). */
const settledA11y = expectNoSeriousA11yViolations;

/** The date a bundle bought today expires, as the billing screen shows it (D MMM YYYY). */
function inMonths(months: number) {
  const d = new Date();
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
  return d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

journeys('buying job bundles', (j) => {
  async function allowedOwner() {
    const owner = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(j.context, owner.email, owner.password);
    return owner;
  }

  it('buys Premium with 4242…: success modal, then billing shows 10 jobs and the expiry', async () => {
    await allowedOwner();
    const { page } = j;
    await page.goto('/profilesettings/billingandpackages');
    await page.getByRole('heading', { level: 1, name: 'Billing and Packages' }).waitFor();
    await page.getByText('There is no active job bundle in this account. Buy one and start hiring.').waitFor();
    await expectNoSeriousA11yViolations(page, 'billing (empty)');

    await page.getByRole('button', { name: 'Buy' }).first().click();
    await page.waitForURL('**/profilesettings/choose-bundle');
    await page.getByRole('heading', { level: 1, name: 'Choose a Bundle' }).waitFor();
    // Premium is preselected; the screen says it is in test mode.
    expect(await page.getByRole('radio', { name: /Premium/ }).isChecked()).toBe(true);
    await page.getByText('Test mode: no real payment is made.').waitFor();
    const pay = page.getByRole('button', { name: 'Pay $453' });
    expect(await pay.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'choose bundle');

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByLabel('Cardholder name').fill('Olivia Owner');
    expect(await pay.isDisabled()).toBe(true);
    await page.getByLabel('I agree to the terms and conditions').check();
    await expect.poll(() => pay.isDisabled()).toBe(false);
    await pay.click();

    const success = await shownDialog(page, 'Payment successful');
    await settledA11y(page, 'payment success modal');
    await success.getByRole('button', { name: 'Go to billing' }).click();
    await page.waitForURL('**/profilesettings/billingandpackages');
    const bundle = page.getByRole('list', { name: 'Active bundles' }).getByRole('listitem');
    await bundle.getByText('Premium').waitFor();
    expect(await bundle.textContent()).toContain('10 of 10 jobs remaining');
    expect(await bundle.textContent()).toContain(`Expires on ${inMonths(12)}`);
    // No bullet beside the card, and "of 10 jobs remaining" in body text beside the big number.
    expect(await bundle.evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');
    expect(
      await bundle.locator('.td-bundle-card__jobs .td-bundle-card__meta').evaluate((el) => getComputedStyle(el).fontSize),
    ).toBe('14px');
    await page.getByRole('cell', { name: 'Successful' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'billing (one bundle)');
  });

  it('shows the provider’s message for a declined card, then Retry with a good card works', async () => {
    await allowedOwner();
    const { page } = j;
    await page.goto('/profilesettings/choose-bundle');
    await page.getByRole('radio', { name: /Starter/ }).check();
    await fillPayer(page);
    // A mistyped number and a past expiry are said on the form; nothing is sent, nothing recorded.
    const attempts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/sandbox-payments')) attempts.push(r.url());
    });
    await fillCard(page, '4242 4242 4242 4241');
    await page.getByLabel('Expiry (MM/YY)').fill('01/20');
    await page.getByRole('button', { name: 'Pay $99' }).click();
    await page.getByText(MESSAGES.cardNumberInvalid).waitFor();
    await page.getByText(MESSAGES.cardExpired).waitFor();
    expect(attempts).toEqual([]);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $99' }).click();
    const failure = await shownDialog(page, 'Payment unsuccessful');
    await failure.getByText(DECLINED).waitFor();
    await settledA11y(page, 'payment failure modal');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await failure.waitFor({ state: 'hidden' });
    // The name and the terms are kept; only the card is entered again.
    expect(await page.getByLabel('Cardholder name').inputValue()).toBe('Olivia Owner');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $99' }).click();
    await (await shownDialog(page, 'Payment successful')).getByRole('button', { name: 'Start Hiring' }).click();
    await page.waitForURL('**/create-job/target');
    await page.goto('/profilesettings/billingandpackages');
    await page.getByRole('list', { name: 'Active bundles' }).getByText('2 of 2 jobs remaining', { exact: false }).waitFor();
    await page.getByRole('cell', { name: 'Unsuccessful' }).waitFor();
    await page.getByRole('cell', { name: DECLINED }).waitFor();
    // The declined attempt and the paid one: the refused card fields left no record.
    expect(await page.getByRole('cell', { name: 'Unsuccessful' }).count()).toBe(1);
  });

  it('applies a promo code: an invalid one is an error, a valid one lowers the amount, a 100 % one needs no card', async () => {
    await allowedOwner();
    const half = await adminPromoCode(j.server, { discountType: 'percent', discountValue: 50 });
    const free = await adminPromoCode(j.server, { discountType: 'percent', discountValue: 100 });
    const { page } = j;
    await page.goto('/profilesettings/choose-bundle');
    await page.getByRole('radio', { name: /Premium/ }).waitFor();

    await page.getByLabel('Promo code').fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('alert').getByText('Invalid Promo Code').waitFor();

    await page.getByLabel('Promo code').fill(half.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('status')
      .getByText(/Promo code applied/)
      .waitFor();
    await page.getByRole('button', { name: 'Pay $226.50' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'promo applied');
    await fillPayer(page);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $226.50' }).click();
    await (await shownDialog(page, 'Payment successful')).getByRole('button', { name: 'Go to billing' }).click();
    await page.getByRole('cell', { name: '$226.50' }).waitFor();

    await page.goto('/profilesettings/choose-bundle');
    await page.getByRole('radio', { name: /Starter/ }).check();
    await page.getByLabel('Promo code').fill(free);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No card is needed: the promo code covers the whole price.').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await fillPayer(page);
    await page.getByRole('button', { name: 'Pay $0' }).click();
    await (await shownDialog(page, 'Payment successful')).getByRole('button', { name: 'Go to billing' }).click();
    await page.getByRole('list', { name: 'Active bundles' }).getByText('Starter').waitFor();
    expect(await page.getByRole('list', { name: 'Active bundles' }).getByRole('listitem').count()).toBe(2);
  });
});
