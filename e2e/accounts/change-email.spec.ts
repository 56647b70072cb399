import { expect, it } from 'vitest';
import { createCompanyOwner, signInContext, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { PNG } from '../fixtures/images.ts';
import { journeys } from '../fixtures/journey.ts';
import type { MailMessage } from '../fixtures/mailbox.ts';
import type { TestServer } from '../fixtures/server.ts';

/** Waits until `count` messages have been sent to `to`; answers the newest. */
async function nthMail(server: TestServer, to: string, count: number): Promise<MailMessage> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = ((await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as MailMessage[]).filter((m) => m.to === to);
    if (messages.length >= count) return messages[0] as MailMessage;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} emails to ${to}`);
}

const codeOf = (mail: MailMessage) => /\b(\d{6})\b/.exec(mail.text)?.[1] as string;

journeys('personal profile and email change', (j) => {
  it('updates the profile, then changes the email with the code from the mailbox', async () => {
    const owner = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: true });
    const other = await createCompanyOwner(j.server);
    await signInContext(j.context, owner.email, owner.password);
    const { page } = j;

    // The account menu and the settings menu work from the keyboard.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Account Settings' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profilesettings/personalprofile');
    await page.getByRole('heading', { level: 1, name: 'Personal Profile' }).waitFor();
    await page.getByRole('link', { name: 'Collaborators' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Collaborators' }).waitFor();
    await page.getByRole('link', { name: 'Personal profile' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Personal Profile' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.email);
    await expectNoSeriousA11yViolations(page, 'personal profile');
    // An empty name is refused once, with the specification's message.
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Please enter your name').waitFor();
    expect(await page.getByText('Please enter your name').count()).toBe(1);
    await page.getByLabel('Name').fill('Olivia O. Owner');
    await page.getByLabel('Title').fill('Head of Talent');
    const accountButton = page.getByRole('button', { name: 'Account menu' });
    expect(await accountButton.locator('img').count()).toBe(0);
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const picture = page.getByRole('img', { name: 'Current profile picture' });
    await picture.waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile is updated successfully').waitFor();
    // The header shows the saved picture at once.
    await accountButton.locator('img').waitFor();
    expect(await accountButton.locator('img').getAttribute('src')).toBe(await picture.getAttribute('src'));

    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your email' });
    const newEmail = uniqueEmail('olivia.new');
    await dialog.getByLabel('New email', { exact: true }).fill(newEmail);
    await dialog.getByLabel('Confirm new email').fill(`x${newEmail}`);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('The entered email address must be same!').waitFor();
    await dialog.getByLabel('New email', { exact: true }).fill(other.email);
    await dialog.getByLabel('Confirm new email').fill(other.email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('Email Already Exists').waitFor();

    await dialog.getByLabel('New email', { exact: true }).fill(newEmail);
    await dialog.getByLabel('Confirm new email').fill(newEmail);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/profilesettings/change-email-verification');
    const codeDialog = page.getByRole('dialog', { name: 'Verify your new email' });
    await codeDialog.getByText(newEmail).waitFor();
    await expectNoSeriousA11yViolations(page, 'email code');
    const first = codeOf(await nthMail(j.server, newEmail, 1));

    const wrong = first === '000000' ? '111111' : '000000';
    const cells = codeDialog.locator('input');
    await cells.first().click();
    await page.keyboard.type(wrong);
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
    await codeDialog.getByText('Enter code is not valid').waitFor();

    await codeDialog.getByRole('button', { name: 'Resend code' }).click();
    await codeDialog.getByText('Code has been sent to your new email').waitFor();
    const code = codeOf(await nthMail(j.server, newEmail, 2));
    await cells.first().click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await cells.first().click();
    await page.keyboard.type(code);
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/profilesettings/personalprofile');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(newEmail);
    expect(await page.getByLabel('Name').inputValue()).toBe('Olivia O. Owner');
  });
});
