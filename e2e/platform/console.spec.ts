/**
 * The browser's console stays clean on the public pages: no failed request (a signed-out visitor
 * asks for no profile) and no React error (a signed-in visitor of a prerendered page is not
 * hydrated into a page that differs from the HTML).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { pageIsLive } from '../fixtures/hydration.ts';
import { journeys } from '../fixtures/journey.ts';

const PRERENDERED = [
  { path: '/', heading: 'Create your company account' },
  { path: '/signin', heading: 'Sign in' },
  { path: '/forgotpassword', heading: 'Forgot your password?' },
];

/** Records the console's errors, uncaught errors and the calls for the session's profile. */
function watch(page: Page) {
  const errors: string[] = [];
  const profileCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/me') profileCalls.push(request.url());
  });
  return { errors, profileCalls };
}

journeys('a clean console', (j) => {
  it('shows the public pages to a signed-out visitor without a failed call or an error', async () => {
    const { page } = j;
    const seen = watch(page);
    for (const { path, heading } of PRERENDERED) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await pageIsLive(page);
      await page.waitForLoadState('networkidle');
    }
    expect(seen.errors).toEqual([]);
    expect(seen.profileCalls).toEqual([]);
  });

  it('sends a signed-in visitor of those pages to their landing, without a hydration error', async () => {
    const { page, server, context } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(context, owner.email, owner.password);
    const seen = watch(page);
    for (const path of ['/', '/forgotpassword']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: / Overview$/ }).waitFor();
    }
    expect(seen.errors).toEqual([]);
    expect(seen.profileCalls.length).toBeGreaterThan(0);
  });

  it('forgets a session the server ended: one unanswered profile call, then none', async () => {
    const { page, server, context } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(context, owner.email, owner.password);
    // The session ends on the server (signed out elsewhere); the browser still has both cookies.
    const token = (await context.cookies()).find((c) => c.name === 'td_session')?.value;
    expect(token).toBeTruthy();
    await server.inject({ method: 'POST', url: '/api/user/logout', cookies: { td_session: token as string } });
    const seen = watch(page);
    await page.goto('/signin');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await pageIsLive(page);
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'td_signed_in')).toBe(false);
    expect(seen.profileCalls).toHaveLength(1);
    await page.goto('/forgotpassword');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await pageIsLive(page);
    await page.waitForLoadState('networkidle');
    expect(seen.profileCalls).toHaveLength(1);
  });
});
