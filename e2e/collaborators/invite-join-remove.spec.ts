import { expect, it } from 'vitest';
import { createCompanyOwner, signInContext, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { shownDialog } from '../fixtures/dialog.ts';
import { journeys } from '../fixtures/journey.ts';
import { chooseMenuItem } from '../fixtures/menu.ts';

journeys('collaborators', (j) => {
  it('invite → join from the mailbox → listed → removed → signed out on the next navigation', async () => {
    const owner = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(j.context, owner.email, owner.password);
    const { page } = j;
    await page.goto('/profilesettings/collaborators');
    await page.getByRole('heading', { level: 1, name: 'Collaborators' }).waitFor();
    await page.getByText("You haven't added any collaborator yet").waitFor();
    await expectNoSeriousA11yViolations(page, 'collaborators (empty)');

    await page.getByRole('button', { name: 'Invite collaborator' }).click();
    const dialog = await shownDialog(page, 'Invite a collaborator');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Enter the name of the collaborator').waitFor();
    await dialog.getByText('Enter the email of the collaborator').waitFor();
    await expectNoSeriousA11yViolations(page, 'invite dialog');

    // The owner's own address is already in the company.
    await dialog.getByLabel('Name').fill('Olivia');
    await dialog.getByLabel('Email').fill(owner.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Person Already Exists').waitFor();

    const email = uniqueEmail('cara');
    await dialog.getByLabel('Name').fill('Cara Diaz');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('The invitation has been sent').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: email }).waitFor();
    await page.getByText('Invited', { exact: true }).waitFor();

    // The collaborator, in a browser of their own, opens the email in the development mailbox.
    const guest = await j.browser.newContext({ baseURL: j.server.url });
    const cara = await guest.newPage();
    await cara.goto('/dev/mailbox');
    await cara
      .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
      .getByRole('link')
      .click();
    await cara.getByText('Hello Cara Diaz,').waitFor();
    await cara.getByRole('link', { name: 'Join the team' }).click();
    await cara.getByRole('heading', { level: 1, name: 'Hi Cara Diaz, join your team' }).waitFor();
    const invitation = cara.url();
    expect(await cara.getByLabel('Email').inputValue()).toBe(email);
    expect(await cara.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await expectNoSeriousA11yViolations(cara, 'collaborator sign-up');

    await cara.getByRole('button', { name: 'Join now' }).click();
    await cara.getByText('Please input your password!').waitFor();
    await cara.getByText('Please confirm your password!').waitFor();
    await cara.getByLabel('Password', { exact: true }).fill('Joined#Quartz-Lumen84');
    await cara.getByLabel('Re-type password').fill('Joined-124');
    await cara.getByText('The two passwords that you entered do not match!').waitFor();
    await cara.getByLabel('Re-type password').fill('Joined#Quartz-Lumen84');
    await cara.getByRole('button', { name: 'Join now' }).click();
    await cara.waitForURL('**/dashboard');

    // The owner sees them joined; the collaborator sees the team without a delete menu on themselves.
    await page.reload();
    await page.getByText('Joined', { exact: true }).waitFor();
    // Its tag is legible too (antd's green preset is 3.4:1).
    await expectNoSeriousA11yViolations(page, 'collaborators with one joined');
    await cara.goto('/profilesettings/collaborators');
    await cara.getByRole('cell', { name: 'Cara Diaz (you)' }).waitFor();
    expect(await cara.getByRole('button', { name: 'Actions for Cara Diaz' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Actions for Cara Diaz' }).click();
    await chooseMenuItem(page, 'Delete');
    await (await shownDialog(page, 'Remove Cara Diaz?')).getByRole('button', { name: 'Remove' }).click();
    await page.getByText("You haven't added any collaborator yet").waitFor();

    // Their very next navigation finds the session gone.
    await cara.goto('/job-openings');
    await cara.waitForURL('**/signin');

    // The invitation was spent: it now explains itself and links to sign in.
    await cara.goto(invitation);
    await cara.getByText('This invitation link is invalid or has already been used').waitFor();
    await cara.getByRole('link', { name: 'Sign in' }).waitFor();
    await guest.close();
  });
});
