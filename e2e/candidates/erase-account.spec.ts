/** A candidate deletes their account from their profile, confirmed by their password. */
import { MESSAGES } from '@talentdeck/shared';
import { it } from 'vitest';
import { signInContext, signInThroughForm } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { createCandidate, SAMPLE_PROFILE } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';
import { expectFitsPhone, PHONE_VIEWPORT } from '../fixtures/phone.ts';

journeys("a candidate's erasure of their account", (j) => {
  it('deletes it with the password, lands signed out, and cannot sign in again', async () => {
    const candidate = await createCandidate(j.server, { name: 'Erin Erase', profile: SAMPLE_PROFILE });
    await signInContext(j.context, candidate.email, candidate.password);
    const { page } = j;
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/candidate/profile');
    await page.getByRole('heading', { level: 2, name: 'Delete your account' }).waitFor();

    // By keyboard: the danger button opens the dialog, focus goes into it.
    await page.getByRole('button', { name: 'Delete my account' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'the delete account dialog');
    await expectFitsPhone(page, 'the delete account dialog');

    // A wrong password is refused inline, and the dialog stays.
    const password = dialog.getByLabel('Your password');
    await password.fill('Not-my-password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    const refused = dialog.getByRole('alert').filter({ hasText: MESSAGES.erasurePasswordWrong });
    await refused.waitFor();
    // The refusal was about the password sent: it goes once that is edited.
    await password.fill(candidate.password);
    await refused.waitFor({ state: 'detached' });
    await password.press('Enter');

    // Signed out, on the sign-in page, told the account is being erased.
    await page.waitForURL('**/signin');
    await page.getByText(MESSAGES.accountErasing).waitFor();

    // The account cannot sign in again.
    await signInThroughForm(page, candidate.email, candidate.password);
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();
  });
});
