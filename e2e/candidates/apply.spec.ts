import { JOB_MESSAGES } from '@talentdeck/shared';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createCompanyOwner, PASSWORD, signInContext, signInThroughForm, uniqueEmail } from '../fixtures/accounts.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { createCandidate, SAMPLE_PROFILE, seedPublishedJob } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';
import { latestMail, mailLink } from '../fixtures/mailbox.ts';
import { finishedAppearing, pageSettled } from '../fixtures/motion.ts';
import { chooseLabelled } from '../fixtures/select.ts';

const QUESTIONS = ['Why do you want to join?', 'When can you start?'];

/** An antd Select: opened by its label, narrowed by typing, the option picked. */
const pick = (page: Page, label: string, option: string) => chooseLabelled(page, label, option, { narrow: true });

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

journeys('candidate app: sign up, profile, apply', (j) => {
  it('signs up from a public job page, builds a profile, applies, and the recruiter sees it live', async () => {
    const { page, server, browser } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    const jobId = await seedPublishedJob(server, owner.companyId, {
      jobTitle: 'Platform Engineer',
      questions: QUESTIONS,
      isDisable: true,
    });

    // The recruiter keeps the dashboard open in another browser.
    const recruiter = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
    await signInContext(recruiter, owner.email, owner.password);
    const recruiterPage = await recruiter.newPage();
    const streamOpen = recruiterPage.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
    await recruiterPage.goto('/dashboard');
    await recruiterPage.getByRole('heading', { level: 1, name: / Overview$/ }).waitFor();
    await streamOpen;

    // The public page's Apply (a plain link) leads a visitor to sign up, keeping the way back.
    await page.goto(`/job-summary/${jobId}`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL(`**/candidate/sign-up?next=${encodeURIComponent(`/candidate/jobs/${jobId}?source=job_page`)}`);
    await heading(page, 'Create your candidate account');
    await expectNoSeriousA11yViolations(page, 'candidate sign-up');
    const email = uniqueEmail('candidate');
    await page.getByLabel('Full name').fill('Priya Patel');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await heading(page, 'Check your email');
    await expectNoSeriousA11yViolations(page, 'candidate sign-up sent');

    // The emailed link verifies, signs in and comes back to the job.
    const link = mailLink(server, await latestMail(server, email), '/emailverification/');
    await page.goto(link);
    await page.waitForURL(`**/candidate/jobs/${jobId}?source=job_page`);
    await heading(page, 'Platform Engineer');
    await page.getByText('The company sees your profile with your application.').waitFor();
    // The job's differently-abled toggle, in the words of its public page (never a matching input).
    await page.getByText(JOB_MESSAGES.welcomesDifferentlyAbled).waitFor();

    // Sign out, then in again on the common sign-in screen: a candidate lands on their jobs.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/signin');
    await signInThroughForm(page, email, PASSWORD);
    await page.waitForURL('**/candidate/jobs');
    await heading(page, 'Find jobs');
    await page.getByRole('link', { name: 'Platform Engineer' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'candidate jobs');

    // The profile, section by section.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    await heading(page, 'My profile');
    await page.getByText('Your profile rank is 0 out of 100').waitFor();
    await expectNoSeriousA11yViolations(page, 'empty profile');
    await page.getByLabel('Title', { exact: true }).fill('Platform Engineer');
    await page
      .getByLabel('About you', { exact: true })
      .fill('I keep distributed systems fast and boring, and I like to teach what I learn along the way.');
    await page.getByLabel('City', { exact: true }).pressSequentially('Lisb');
    await page.locator('.ant-select-dropdown:visible').getByText('Lisbon, Portugal').waitFor();
    await page.getByLabel('City', { exact: true }).press('Enter');
    await expect.poll(() => page.getByLabel('City', { exact: true }).inputValue()).toBe('Lisbon, Portugal');
    await page.getByLabel('Years', { exact: true }).fill('3');
    await page.getByLabel('Months', { exact: true }).fill('6');
    await page.getByText('Experience: 3 years 6 months').waitFor();
    await pick(page, 'Browse skills by category', 'Software Engineering');
    await pick(page, 'Speciality', 'Backend Developer');
    await pick(page, 'Your skills', 'Node.js');
    await pick(page, 'Your skills', 'PostgreSQL');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add education' }).click();
    await chooseLabelled(page, 'Education 1 level', "Bachelor's Degree");
    await page.getByLabel('Degree', { exact: true }).fill('BSc Computer Science');
    await page.getByLabel('Institute', { exact: true }).fill('University of Porto');
    await page.getByRole('button', { name: 'Add work experience' }).click();
    await page.getByLabel('Job title', { exact: true }).fill('Backend Developer');
    await page.getByLabel('Company', { exact: true }).fill('Northwind');
    await page.getByLabel('From', { exact: true }).fill('2021-03-01');
    await page.getByLabel('From', { exact: true }).press('Enter');
    // The date's picker closes and the form below it moves: click once it is still.
    await pageSettled(page);
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByLabel('Project', { exact: true }).fill('Query planner visualiser');
    await page.getByLabel('Link', { exact: true }).fill('https://example.com/planner');
    await page.getByText('You have unsaved changes.').waitFor();
    await expectNoSeriousA11yViolations(page, 'filled profile');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been saved').waitFor();
    // Basics 5, about 10, two skills 4, work experience 10, education 10, project 5.
    await page.getByText('Your profile rank is 44 out of 100').waitFor();
    const saved = await (await page.context().request.get('/api/candidate-app/profile')).json();
    expect(saved).toMatchObject({
      title: 'Platform Engineer',
      city: 'Lisbon',
      country: 'Portugal',
      yearsOfExperience: 42,
      profileRank: 44,
      educations: [
        { educationName: "Bachelor's Degree", nameOfDegree: 'BSc Computer Science', institute: 'University of Porto' },
      ],
      workExperiences: [{ jobTitle: 'Backend Developer', companyName: 'Northwind', from: '2021-03-01', to: null }],
      portfolios: [{ projectName: 'Query planner visualiser', url: 'https://example.com/planner' }],
    });
    expect(saved.skills.map((s: { skillName: string }) => s.skillName).sort()).toEqual(['Node.js', 'PostgreSQL']);

    // Apply from the public page again, reached through a newsletter's link and signed in this
    // time: straight to the form, the link's campaign carried along.
    await page.goto(`/job-summary/${jobId}?utm_source=newsletter&utm_medium=email&utm_campaign=autumn`);
    await page.getByRole('link', { name: 'Apply now' }).click();
    await page.waitForURL(
      `**/candidate/jobs/${jobId}?source=shared_link&utm_source=newsletter&utm_medium=email&utm_campaign=autumn`,
    );
    await heading(page, 'Platform Engineer');
    await expectNoSeriousA11yViolations(page, 'job page with the application form');
    const firstAnswer = 'Your platform team ships every day: https://status.example.com/uptime.';
    await page.getByLabel(QUESTIONS[0] as string).fill(firstAnswer);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Please answer this question').waitFor();
    // Nothing was sent and nothing typed was lost.
    expect(await page.getByLabel(QUESTIONS[0] as string).inputValue()).toBe(firstAnswer);
    await page.getByLabel(QUESTIONS[1] as string).fill('In a month.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Your application has been sent').waitFor();
    await page.getByRole('status').getByText('Awaiting').waitFor();

    // The recruiter's bell counts it without a reload.
    await recruiterPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 5000 });
    await recruiterPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const bell = recruiterPage.getByRole('dialog', { name: 'Notifications' });
    await bell.getByText('Priya Patel applied for Platform Engineer').waitFor();
    // The overview shows the answers in the order of the questions, the address in one as a link.
    await finishedAppearing(recruiterPage.locator('.ant-dropdown').filter({ has: bell }));
    const seen = recruiterPage.waitForResponse((r) => r.url().endsWith('/seen') && r.request().method() === 'POST');
    await bell.getByRole('button', { name: /Priya Patel applied/ }).click();
    await recruiterPage.waitForURL('**/candidate-overview**');
    // Seen by the recruiter, the application is Reviewed.
    expect((await seen).status()).toBe(200);
    const uptime = recruiterPage.getByRole('link', { name: 'https://status.example.com/uptime' });
    await uptime.waitFor();
    expect(await uptime.getAttribute('href')).toBe('https://status.example.com/uptime');
    expect(await uptime.getAttribute('rel')).toContain('noopener');
    expect(await recruiterPage.locator('.td-screening dt').allTextContents()).toEqual(QUESTIONS);
    // Where the application came from.
    await recruiterPage.getByText('Source: Shared link (newsletter / email / autumn)').waitFor();
    await recruiter.close();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Applications' }).click();
    await heading(page, 'My applications');
    const card = page.getByRole('listitem').filter({ hasText: 'Platform Engineer' });
    await card.getByText('Reviewed').waitFor();
    await card.getByText('Your answers').click();
    await card.getByText('In a month.').waitFor();
    await expectNoSeriousA11yViolations(page, 'applications');
  });

  it('brings a returning candidate who signs in from a job’s Apply back to that job', async () => {
    const { page, server } = j;
    const owner = await createCompanyOwner(server, { isSignUpProcessCompleted: true, isAllowed: true });
    const jobId = await seedPublishedJob(server, owner.companyId, { jobTitle: 'Site Reliability Engineer' });
    const candidate = await createCandidate(server, { profile: SAMPLE_PROFILE });
    await page.goto(`/job-summary/${jobId}`);
    await page.getByRole('link', { name: 'Apply for Site Reliability Engineer' }).click();
    await heading(page, 'Create your candidate account');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(`**/signin?next=${encodeURIComponent(`/candidate/jobs/${jobId}?source=job_page`)}`);
    // The sign-up form stays on screen while the sign-in screen's code loads: wait for the latter.
    await heading(page, 'Sign in');
    await page.getByLabel('Email').fill(candidate.email);
    await page.getByLabel('Password', { exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/candidate/jobs/${jobId}?source=job_page`);
    await heading(page, 'Site Reliability Engineer');
    // No screening question: applying is one click.
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText('Your application has been sent').waitFor();
  });
});
