import { uniqueEmail } from '../../../apps/api/test/helpers.js';
import type { Cluster } from '../cluster.js';
import { okJson } from '../http-client.js';
import { metric, scrapeMetrics } from '../prometheus.js';
import { sleep, tally, type Verdict, waitUntil } from '../report.js';
import type { Smtp } from '../smtp.js';
import { signUpCandidate, type World } from '../world.js';

/** pg-boss polls every 2 s besides NOTIFY: a second delivery by the other process would come within a few polls. */
const QUIET_AFTER_MS = 8000;

/**
 * 3. Each email once: both processes run the queue's workers (pg-boss), so each queued email must
 * be delivered by exactly one of them. Sends every kind of email a user causes through the
 * proxy (collaborator invitations, interview invitations, sign-up verifications), then counts
 * the messages at the SMTP server: each expected one exactly once, and no message of the whole
 * run (the setup's included) twice.
 */
export async function eachEmailOnce(cluster: Cluster, world: World, smtp: Smtp, o: { each: number }): Promise<Verdict> {
  const before = await deliveredByProcess(cluster);
  const expected: { to: string; subject: RegExp; kind: string }[] = [];
  const { owner } = world;
  for (let i = 0; i < o.each; i++) {
    const email = uniqueEmail('collaborator');
    okJson(
      await owner.session.send('POST', `/api/company/${owner.companyId}/invite_collaborator`, { name: `Cleo ${i}`, email }),
      'invitation',
    );
    expected.push({ to: email, subject: /invited to join a team/, kind: 'collaborator invitation' });
  }
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const [i, candidate] of world.candidates.slice(0, o.each).entries()) {
    okJson(
      await owner.session.send('POST', `/api/job-applications/${candidate.applicationId}/interviews`, {
        date: day,
        startTime: `${String(9 + i).padStart(2, '0')}:00`,
        endTime: 45,
        interviewType: 'Remote',
        link: `https://meet.example.com/load-${i}`,
        timeZone: 'Europe/Berlin',
      }),
      'interview',
    );
    expected.push({ to: candidate.email, subject: /^Interview invitation/, kind: 'interview invitation' });
  }
  // The sign-up itself waits for its verification email; counted again below.
  for (let i = 0; i < o.each; i++) {
    const candidate = await signUpCandidate(cluster.origin, smtp, `Email Check ${i}`);
    expected.push({ to: candidate.email, subject: /^Verify/, kind: 'verification' });
  }

  const arrived = await waitUntil(() => expected.every((e) => smtp.to(e.to, e.subject).length > 0), 30_000);
  await sleep(QUIET_AFTER_MS);
  const counts = expected.map((e) => ({ ...e, n: smtp.to(e.to, e.subject).length }));
  const byMessage = new Map<string, number>();
  for (const m of smtp.received) byMessage.set(`${m.to} ${m.subject}`, (byMessage.get(`${m.to} ${m.subject}`) ?? 0) + 1);
  const twice = [...byMessage.entries()].filter(([, n]) => n > 1);
  const after = await deliveredByProcess(cluster);
  const pass = counts.every((c) => c.n === 1) && twice.length === 0;
  return {
    scenario: '3. Each email once',
    pass,
    figures: [
      `${expected.length} emails caused through the proxy (${o.each} each of collaborator invitation, interview invitation, verification)`,
      `received per expected email: ${tally(counts.map((c) => `${c.kind} ${c.n}`))}${arrived ? '' : ' (not all arrived within 30 s)'}`,
      `whole run: ${smtp.received.length} messages to ${byMessage.size} (recipient, subject) pairs, ${twice.length} received more than once`,
      `delivered by each process (talentdeck_emails_total, this scenario): ${after.map((a, i) => `${a.name} ${a.delivered - (before[i]?.delivered ?? 0)}`).join(', ')}`,
    ],
  };
}

async function deliveredByProcess(cluster: Cluster) {
  return Promise.all(
    cluster.apis().map(async (p) => ({
      name: p.name,
      delivered: metric(await scrapeMetrics(p.port, cluster.metricsToken), 'talentdeck_emails_total', { outcome: 'delivered' }),
    })),
  );
}
