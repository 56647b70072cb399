import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createCompanyOwner, signInContext } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { createCandidate, SAMPLE_PROFILE, signInCandidate } from '../fixtures/candidates.ts';
import { shownDialog } from '../fixtures/dialog.ts';
import { journeys } from '../fixtures/journey.ts';

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

type Attempt = { result: number; passed: boolean; attemptArray: { isCorrect: boolean; correctAnswer: string | null }[] };

journeys('candidate app: skills tests and guards', (j) => {
  it('takes a test once and shows the result: pass or fail, the score and which answers were right', async () => {
    const { page, context, server } = j;
    const candidate = await createCandidate(server, { profile: SAMPLE_PROFILE });
    await signInCandidate(context, candidate);
    await page.goto('/candidate/tests');
    await heading(page, 'Skills tests');
    const card = page.getByRole('listitem').filter({ hasText: 'JavaScript Fundamentals' });
    await card.getByText('Not taken yet').waitFor();
    await expectNoSeriousA11yViolations(page, 'tests');

    await card.getByRole('link', { name: 'JavaScript Fundamentals' }).click();
    await heading(page, 'JavaScript Fundamentals');
    const questions = page.locator('fieldset.td-candidate-question');
    const count = await questions.count();
    expect(count).toBeGreaterThan(2);
    // Answers the first option of every question but the last, which stays unanswered.
    for (let i = 0; i < count - 1; i += 1) await questions.nth(i).getByRole('radio').first().check();
    await page.getByText(`${count - 1} of ${count} answered`).waitFor();
    // A reload keeps the answers chosen so far.
    await page.reload();
    await heading(page, 'JavaScript Fundamentals');
    await page.getByText(`${count - 1} of ${count} answered`).waitFor();
    expect(await questions.first().getByRole('radio').first().isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'test form');
    await page.getByRole('button', { name: 'Submit answers' }).click();
    const dialog = await shownDialog(page, 'Submit your answers?');
    await dialog.getByText(`1 of ${count} questions have no answer`).waitFor();
    await dialog.getByRole('button', { name: 'Submit answers' }).click();

    await page.getByRole('heading', { level: 2, name: 'Your result' }).waitFor();
    const tests = (await (await context.request.get('/api/candidate-app/tests')).json()) as {
      testName: string;
      candidateTests: Attempt[];
    }[];
    const attempt = tests.find((t) => t.testName === 'JavaScript Fundamentals')?.candidateTests[0] as Attempt;
    expect(attempt).toBeDefined();
    const result = page.getByRole('status');
    await result.getByText(`${attempt.result}%`, { exact: true }).waitFor();
    await result.getByText(attempt.passed ? 'Pass' : 'Fail', { exact: true }).waitFor();
    const right = attempt.attemptArray.filter((a) => a.isCorrect).length;
    await result.getByText(`${right} of ${count} answers right (pass mark 50%)`).waitFor();
    // Which answers were right or wrong, never the key (the test verifies a skill).
    expect(attempt.attemptArray.every((a) => a.correctAnswer === null)).toBe(true);
    expect(await page.getByText('Your answer, right', { exact: true }).count()).toBe(right);
    expect(await page.getByText('Your answer, wrong', { exact: true }).count()).toBe(count - 1 - right);
    expect(await page.getByText(/correct answer/i).count()).toBe(0);
    await page.getByText('The right answers are not shown', { exact: false }).waitFor();
    await page.getByText('Not answered.').waitFor();
    await expectNoSeriousA11yViolations(page, 'test result');

    // Taken once: the list says so, and the test opens on its result again.
    await page.getByRole('link', { name: 'All tests' }).click();
    await heading(page, 'Skills tests');
    await card.getByText(`Result: ${attempt.result}%`).waitFor();
    await card.getByRole('link', { name: 'JavaScript Fundamentals' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your result' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit answers' }).count()).toBe(0);
  });

  it('keeps unsaved profile changes when the candidate leaves the page, until saved or discarded', async () => {
    const { page, context, server } = j;
    const candidate = await createCandidate(server, { profile: SAMPLE_PROFILE });
    await signInCandidate(context, candidate);
    await page.goto('/candidate/profile');
    await heading(page, 'My profile');
    const title = page.getByLabel('Title', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('Data Analyst');
    await title.fill('Senior Data Analyst');
    await page.getByText('You have unsaved changes.').waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Jobs' }).click();
    await heading(page, 'Find jobs');
    await nav.getByRole('link', { name: 'Profile' }).click();
    await heading(page, 'My profile');
    await page.getByText('Your unsaved changes were restored.').waitFor();
    expect(await title.inputValue()).toBe('Senior Data Analyst');
    await expectNoSeriousA11yViolations(page, 'restored profile');

    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => title.inputValue()).toBe('Data Analyst');
    await title.fill('Lead Data Analyst');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved').waitFor();
    await page.reload();
    await heading(page, 'My profile');
    await expect.poll(() => title.inputValue()).toBe('Lead Data Analyst');
    expect(await page.getByText('Your unsaved changes were restored.').count()).toBe(0);
  });

  it('keeps each kind of user in their own area', async () => {
    const { page, context, server } = j;
    // A visitor is asked to sign in (or, from a job, to sign up), and brought back after.
    await page.goto('/candidate/profile');
    await page.waitForURL(`**/signin?next=${encodeURIComponent('/candidate/profile')}`);
    await page.goto('/candidate/jobs/8d1f4f8e-3c55-4d1a-9a37-1f1f5b7d9c10');
    await page.waitForURL('**/candidate/sign-up?next=*');

    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    await signInContext(context, owner.email, owner.password);
    for (const path of ['/candidate/profile', '/candidate/jobs', '/candidate/sign-up']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
    await context.clearCookies();

    const candidate = await createCandidate(server, { profile: SAMPLE_PROFILE });
    await signInCandidate(context, candidate);
    for (const path of [
      '/dashboard',
      '/job-openings',
      '/profilesettings/businessprofile',
      '/companydetails',
      '/admin',
      '/signin',
      '/',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/candidate/jobs');
    }
    await heading(page, 'Find jobs');
    // A job that is not (or no longer) published.
    await page.goto('/candidate/jobs/8d1f4f8e-3c55-4d1a-9a37-1f1f5b7d9c10');
    await heading(page, 'Job not found');
    await expectNoSeriousA11yViolations(page, 'job not found');
  });
});
