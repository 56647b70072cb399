import { expect, it } from 'vitest';
import { createCompanyOwner, setCompanyState, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { journeys } from '../fixtures/journey.ts';

journeys('route guards', (j) => {
  it('sends a signed-out visitor of a guarded route to /signin', async () => {
    for (const path of ['/dashboard', '/profilesettings/businessprofile', '/companydetails', '/join-waitlist', '/admin']) {
      await j.page.goto(path);
      await j.page.waitForURL('**/signin');
      await j.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    }
  });

  it('keeps a company that has not completed sign-up on /companydetails', async () => {
    const owner = await createCompanyOwner(j.server);
    await signInContext(j.context, owner.email, owner.password);
    for (const path of ['/dashboard', '/join-waitlist', '/profilesettings/changePassword', '/signin', '/']) {
      await j.page.goto(path);
      await j.page.waitForURL('**/companydetails');
    }
    await j.page.getByRole('heading', { level: 1, name: 'Build your employer brand' }).waitFor();
  });

  it('keeps a completed but not yet allowed company on /join-waitlist', async () => {
    const owner = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: false });
    await signInContext(j.context, owner.email, owner.password);
    for (const path of ['/dashboard', '/companydetails', '/job-openings', '/signin']) {
      await j.page.goto(path);
      await j.page.waitForURL('**/join-waitlist');
    }
    await j.page.getByRole('heading', { level: 1, name: 'Thank you for signing up' }).waitFor();
    await j.page.getByRole('button', { name: 'Join Waitlist' }).waitFor();
    await expectNoSeriousA11yViolations(j.page, 'join waitlist');
  });

  it('lets an allowed company in, and sends it from the auth pages to its landing', async () => {
    const owner = await createCompanyOwner(j.server, { isSignUpProcessCompleted: true, isAllowed: false });
    await signInContext(j.context, owner.email, owner.password);
    // Approval is read live from the server: no new sign-in is needed once the row changes.
    await setCompanyState(j.server, owner.companyId, { isAllowed: true });
    for (const [path, title] of [
      ['/job-openings', 'Job Openings'],
      ['/job-interviews', 'Interviews'],
      ['/messages', 'Messages'],
      ['/profilesettings/businessprofile', 'Business Profile'],
    ] as const) {
      await j.page.goto(path);
      await j.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(j.page.url()).pathname).toBe(path);
    }
    for (const path of ['/signin', '/', '/forgotpassword']) {
      await j.page.goto(path);
      await j.page.waitForURL('**/dashboard');
    }
    // A company user is no platform administrator.
    await j.page.goto('/admin');
    await j.page.waitForURL('**/dashboard');
  });

  it('shows the public pages to anyone and a 404 for unknown routes', async () => {
    for (const [path, title] of [
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/collaborators-sign-up/some-key', 'Join your team'],
      ['/no-such-page', 'Page not found'],
    ] as const) {
      await j.page.goto(path);
      await j.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(new URL(j.page.url()).pathname).toBe(path);
    }
    await expectNoSeriousA11yViolations(j.page, '404');
  });
});
