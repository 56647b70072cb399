import { expect, it } from 'vitest';
import { approvedCompany } from '../../apps/api/test/billing-helpers.ts';
import { json } from '../../apps/api/test/helpers.ts';
import { publishedJob } from '../../apps/api/test/pipeline-helpers.ts';
import { signInContext } from '../fixtures/accounts.ts';
import { applyAs } from '../fixtures/applicants.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { signInCandidate } from '../fixtures/candidates.ts';
import { journeys } from '../fixtures/journey.ts';
import { finishedAppearing } from '../fixtures/motion.ts';
import { chooseLabelled } from '../fixtures/select.ts';

journeys('messages between a recruiter and a candidate', (j) => {
  it('starts a chat from the overview, and both sides see each other’s messages live, as plain text, with the unread badge', async () => {
    const { page, server, context, browser } = j;
    const company = await approvedCompany(server);
    const job = await publishedJob(server, company, 'Data Engineer');
    const ada = await applyAs(server, job, 'Ada Quinn');

    await signInContext(context, company.email, company.password);
    await page.goto(`/candidate-overview?applicationId=${ada.applicationId}&jobId=${job.id}`);
    await page.getByRole('button', { name: /Message$/ }).click();
    await page.waitForURL(/\/messages\?/);
    const box = page.getByRole('textbox', { name: 'Message' });

    // A blank message is not sent.
    await box.fill('   ');
    await box.press('Enter');
    await expect.poll(() => page.locator('.td-chat__bubble').count()).toBe(0);

    // The first message creates the session (chat-start) and selects it.
    await box.fill('Hello Ada, <b>thanks</b> for applying!');
    await box.press('Enter');
    await page.waitForURL(/sessionId=/);
    const bubble = page.locator('.td-chat__bubble--mine', { hasText: 'Hello Ada, <b>thanks</b> for applying!' });
    await bubble.waitFor();
    expect(await page.locator('.td-chat__bubble b').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'recruiter /messages');

    // The position filter: All Positions, then the company's published jobs.
    const chats = page.getByRole('region', { name: 'Chats' });
    await chooseLabelled(page, 'Position', 'Data Engineer');
    await chats.getByText('Ada Quinn').first().waitFor();
    const other = await publishedJob(server, company, 'Site Reliability Engineer');
    await page.reload();
    await chooseLabelled(page, 'Position', other.jobTitle);
    await chats.getByText("You aren't talking to any candidate for this position yet.").waitFor();
    await chooseLabelled(page, 'Position', 'All Positions');
    await chats.getByText('Ada Quinn').first().waitFor();

    // The candidate, in a second browser, reads it and replies.
    const candidateContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 860 } });
    try {
      await signInCandidate(candidateContext, { email: ada.email, password: ada.password });
      const candidatePage = await candidateContext.newPage();
      let candidateStreams = 0;
      candidatePage.on('request', (request) => {
        if (request.url().endsWith('/api/events')) candidateStreams++;
      });
      await candidatePage.goto('/candidate/messages');
      await candidatePage.getByRole('button', { name: /Data Engineer/ }).click();
      await candidatePage.locator('.td-chat__bubble', { hasText: '<b>thanks</b>' }).waitFor();
      await expectNoSeriousA11yViolations(candidatePage, 'candidate /candidate/messages');

      // The recruiter's next message reaches the candidate's open page without a reload.
      await box.fill('When could you start?');
      await box.press('Enter');
      await candidatePage.locator('.td-chat__bubble', { hasText: 'When could you start?' }).waitFor({ timeout: 10_000 });

      const reply = candidatePage.getByRole('textbox', { name: 'Message' });
      await reply.fill('Next month.\nThank you!');
      await reply.press('Enter');
      // …and the reply reaches the recruiter's open page without a reload.
      await page.locator('.td-chat__bubble', { hasText: 'Next month.' }).waitFor({ timeout: 10_000 });
      // The candidate's nav count and their messages screen share the tab's one stream.
      expect(candidateStreams).toBe(1);

      // The badge is hidden on /messages and shows the unread count elsewhere.
      expect(await page.getByRole('button', { name: /^Messages/ }).count()).toBe(0);
      await page.goto('/dashboard');
      await candidatePage.getByRole('textbox', { name: 'Message' }).fill('One more thing.');
      await candidatePage.getByRole('textbox', { name: 'Message' }).press('Enter');
      await page.getByRole('button', { name: 'Messages, 1 unread' }).waitFor({ timeout: 10_000 });
      // The candidate's message notifies the company.
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const panel = page.getByRole('dialog', { name: 'Notifications' });
      await panel
        .getByText(/Ada Quinn/)
        .first()
        .waitFor();
      await finishedAppearing(page.locator('.ant-dropdown').filter({ has: panel }));
      // …and opens that conversation, as the dashboard's thread does.
      await panel
        .getByRole('button', { name: /Ada Quinn sent you a message/ })
        .first()
        .click();
      await page.waitForURL(/\/messages\?sessionId=/);
      await page.locator('.td-chat__bubble', { hasText: 'One more thing.' }).waitFor();
      const opened = new URL(page.url()).searchParams.get('sessionId');
      await page.goto('/dashboard');
      await page.locator('.td-dashboard-row', { hasText: 'Ada Quinn' }).click();
      await page.waitForURL(/\/messages\?sessionId=/);
      expect(new URL(page.url()).searchParams.get('sessionId')).toBe(opened);
      await page.locator('.td-chat__bubble', { hasText: 'One more thing.' }).waitFor();
    } finally {
      await candidateContext.close();
    }
  });

  it('follows every live event of a tab over one /api/events connection, from a company page to /messages', async () => {
    const { page, server, context } = j;
    const company = await approvedCompany(server);
    const job = await publishedJob(server, company, 'Data Engineer');
    const ada = await applyAs(server, job, 'Ada Quinn');
    const start = await server.inject(
      json(
        'POST',
        '/api/chat-start',
        { candidateId: ada.candidateId, companyId: company.companyId, jobApplicationId: ada.applicationId, content: 'Welcome' },
        company.token,
      ),
    );
    expect(start.statusCode).toBeLessThan(300);
    const sessionId = (start.json() as { chatSession: { id: string } }).chatSession.id;

    // The header's bell and unread badge, then the messages screen: one stream for all of them.
    let streams = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events')) streams++;
    });
    await signInContext(context, company.email, company.password);
    const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    await page.getByRole('button', { name: /^Messages/ }).waitFor();
    await streamOpen;
    await page.waitForTimeout(500);
    expect(streams).toBe(1);

    await page.getByRole('button', { name: /^Messages/ }).click();
    await page.waitForURL(/\/messages$/);
    await page
      .getByRole('button', { name: /Ada Quinn/ })
      .first()
      .click();
    await page.waitForURL(/sessionId=/);
    await page.locator('.td-chat__text', { hasText: /^Welcome$/ }).waitFor();

    // A message still arrives live, over the same connection.
    const reply = await server.inject(
      json('POST', '/api/candidate-app/chats', { chatSessionId: sessionId, content: 'Thanks, glad to talk.' }, ada.token),
    );
    expect(reply.statusCode).toBeLessThan(300);
    await page.locator('.td-chat__text', { hasText: /^Thanks, glad to talk\.$/ }).waitFor({ timeout: 10_000 });
    expect(streams).toBe(1);
  });

  it('pages back through a long conversation', async () => {
    const { page, server, context } = j;
    const company = await approvedCompany(server);
    const job = await publishedJob(server, company, 'Data Engineer');
    const ada = await applyAs(server, job, 'Ada Quinn');
    const start = await server.inject(
      json(
        'POST',
        '/api/chat-start',
        { candidateId: ada.candidateId, companyId: company.companyId, jobApplicationId: ada.applicationId, content: 'Message 1' },
        company.token,
      ),
    );
    expect(start.statusCode).toBeLessThan(300);
    const sessionId = (start.json() as { chatSession: { id: string } }).chatSession.id;
    for (let n = 2; n <= 40; n++) {
      const res = await server.inject(
        json('POST', '/api/chats', { chatSessionId: sessionId, content: `Message ${n}` }, company.token),
      );
      expect(res.statusCode).toBeLessThan(300);
    }

    await signInContext(context, company.email, company.password);
    await page.goto(`/messages?sessionId=${sessionId}`);
    await page.locator('.td-chat__text', { hasText: /^Message 40$/ }).waitFor();
    expect(await page.locator('.td-chat__text', { hasText: /^Message 1$/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Load earlier messages' }).click();
    await page.locator('.td-chat__text', { hasText: /^Message 1$/ }).waitFor();
    expect(await page.locator('.td-chat__bubble').count()).toBe(40);
    await expect.poll(() => page.getByRole('button', { name: 'Load earlier messages' }).count()).toBe(0);
  });
});
