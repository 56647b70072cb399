/**
 * "Let companies find my profile" (docs/PRIVACY.md): chosen at sign-up, unticked by default;
 * changed in the profile at any time; a profile from before the choice is told once.
 */
import { PRIVACY_NOTICE } from '@talentdeck/shared';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { candidates } from '../../apps/api/src/db/schema/index.ts';
import { PASSWORD, signInContext, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { createCandidate, SAMPLE_PROFILE } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';
import { latestMail, mailLink } from '../fixtures/mailbox.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

journeys('who can find a candidate', (j) => {
  it('is chosen at sign-up by keyboard and changed in the profile', async () => {
    const { page, server } = j;
    await page.goto('/candidate/sign-up');
    await heading(page, 'Create your candidate account');
    // The brand panel speaks to a job seeker here, not to a recruiter.
    await page.getByText('Find work that fits you.').waitFor();
    expect(await page.getByText('Hire the right people, faster.').count()).toBe(0);
    const choice = page.getByRole('checkbox', { name: 'Let companies find my profile' });
    expect(await choice.isChecked()).toBe(false);
    await page.getByText(`privacy notice of ${PRIVACY_NOTICE.publishedOn}`).waitFor();
    const email = uniqueEmail('candidate');
    await page.getByLabel('Full name').fill('Finn Findable');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await choice.focus();
    await page.keyboard.press('Space');
    expect(await choice.isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'candidate sign-up with its choices');
    await page.getByRole('button', { name: 'Create account' }).click();
    await heading(page, 'Check your email');

    await page.goto(mailLink(server, await latestMail(server, email), '/emailverification/'));
    await page.waitForURL('**/candidate/**');
    await page.goto('/candidate/profile');
    await heading(page, 'My profile');
    const setting = page.getByRole('switch', { name: 'Let companies find my profile' });
    expect(await setting.getAttribute('aria-checked')).toBe('true');
    await page.getByText(`You accepted the privacy notice of ${PRIVACY_NOTICE.version}`).waitFor();
    await expectNoSeriousA11yViolations(page, 'profile with who can find you');

    await setting.click();
    await page.getByText('Only the companies you apply to can see your profile.').waitFor();
    await page.reload();
    await heading(page, 'My profile');
    expect(await page.getByRole('switch', { name: 'Let companies find my profile' }).getAttribute('aria-checked')).toBe('false');
  });

  it('tells a profile from before the choice once, above every page, until they choose', async () => {
    const { page, server } = j;
    const candidate = await createCandidate(server, { name: 'Olga Older', profile: SAMPLE_PROFILE });
    await server.db
      .update(candidates)
      .set({ discoverable: true, discoverableNoticePending: true })
      .where(eq(candidates.id, candidate.candidateId));
    await signInContext(j.context, candidate.email, candidate.password);
    await page.goto('/candidate/jobs');
    const notice = page.getByRole('alert').filter({ hasText: 'Companies can find your profile' });
    await notice.waitFor();
    await expectNoSeriousA11yViolations(page, 'the one-time notice');
    await notice.getByRole('button', { name: 'Only companies I apply to' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.goto('/candidate/profile');
    await heading(page, 'My profile');
    expect(await page.getByRole('switch', { name: 'Let companies find my profile' }).getAttribute('aria-checked')).toBe('false');
    await page.goto('/candidate/jobs');
    await heading(page, 'Find jobs');
    expect(await page.getByText('Companies can find your profile').count()).toBe(0);
  });
});
