import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.js';
import { testConfig } from '#api/config.js';
import { createIsolatedDatabase } from '#api/db/isolated.js';
import { notifyCompany } from '#api/modules/notifications/notifications.service.js';
import { approvedCompany } from './billing-helpers.js';
import { json, signUpVerified } from './helpers.js';
import { applicant, publishedJob } from './pipeline-helpers.js';
import { baseUrlOf, openEventStream } from './realtime-helpers.js';

/**
 * Two API processes' worth of apps on one PostgreSQL database, as behind a load balancer: an
 * event published through one reaches clients of the other, and each queued job runs once. On the
 * embedded database there is one process by design, so this is about the PostgreSQL bus and queue.
 */
describe.runIf(process.env.DATABASE_URL)('two API instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createIsolatedDatabase>>;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await createIsolatedDatabase(process.env.DATABASE_URL as string);
    const config = () =>
      testConfig({
        databaseUrl: database.url,
        isolatedTestDatabase: false,
        publicUrl: 'http://localhost:3000',
        sseHeartbeatMs: 1000,
      });
    first = await buildApp(config());
    second = await buildApp(config());
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('delivers a notification created through one instance to SSE clients of both', async () => {
    const owner = await signUpVerified(first);
    const onSecond = await openEventStream(baseUrlOf(second), { cookie: `td_session=${owner.token}` });
    const onFirst = await openEventStream(baseUrlOf(first), { cookie: `td_session=${owner.token}` });
    try {
      await onSecond.next((f) => f.retry !== undefined);
      await onFirst.next((f) => f.retry !== undefined);
      const sent = await notifyCompany(first.ctx, {
        companyId: owner.profile.id,
        type: 'JOBAPPLICATION',
        content: 'A candidate applied',
        extras: { jobId: crypto.randomUUID(), candidateId: crypto.randomUUID(), jobApplicationId: crypto.randomUUID() },
      });
      for (const stream of [onSecond, onFirst]) {
        const frame = await stream.next((f) => f.event === 'notification');
        expect(JSON.parse(frame.data ?? '')).toEqual(sent);
      }
      // Each client got it exactly once, whichever instance published.
      const again = await notifyCompany(second.ctx, { companyId: owner.profile.id, type: 'CHAT', content: 'Hello' });
      for (const stream of [onSecond, onFirst]) {
        const frame = await stream.next((f) => f.event === 'notification');
        expect(JSON.parse(frame.data ?? '').id).toBe(again.id);
        expect(stream.frames.filter((f) => f.event === 'notification')).toEqual([]);
      }
    } finally {
      await Promise.all([onSecond.close(), onFirst.close()]);
    }
  });

  it('replays on the other instance what a client missed while its instance was gone (Last-Event-ID)', async () => {
    const owner = await signUpVerified(first);
    const auth = { cookie: `td_session=${owner.token}` };
    const chat = (app: FastifyInstance, content: string) =>
      notifyCompany(app.ctx, { companyId: owner.profile.id, type: 'CHAT', content });
    const onFirst = await openEventStream(baseUrlOf(first), auth);
    await onFirst.next((f) => f.retry !== undefined);
    await chat(second, 'seen');
    const seen = await onFirst.next((f) => f.event === 'notification');
    await onFirst.close();

    // Published through both instances while the client is away; one too large for a NOTIFY
    // (8000 bytes; notifications are shorter, so that one is published on the bus as it is).
    const large = { note: 'x'.repeat(9000) };
    const away = [await chat(first, 'away 1'), await chat(first, 'away 2')];
    await second.ctx.events.publish(owner.profile.id, 'notification', large);
    const onSecond = await openEventStream(baseUrlOf(second), { ...auth, 'last-event-id': seen.id ?? '' });
    try {
      const replayed = [];
      for (let i = 0; i < 3; i++) replayed.push(await onSecond.next((f) => f.event === 'notification'));
      expect(replayed.map((f) => JSON.parse(f.data ?? ''))).toEqual([...away, large]);

      // Live again, a large one arrives with its data although the NOTIFY could not carry it.
      await first.ctx.events.publish(owner.profile.id, 'notification', { ...large, live: true });
      const live = await onSecond.next((f) => f.event === 'notification');
      expect(JSON.parse(live.data ?? '')).toEqual({ ...large, live: true });
      expect(Number(live.id)).toBeGreaterThan(Number(replayed[2]?.id));
      expect(onSecond.frames.filter((f) => f.event === 'notification' || f.event === 'resync')).toEqual([]);
    } finally {
      await onSecond.close();
    }
  });

  it('delivers a candidate’s own events to their stream on the other instance, and to no one else', async () => {
    const company = await approvedCompany(first);
    const job = await publishedJob(first, company, 'Site Reliability Engineer');
    const maya = await applicant(first, job, { name: 'Maya Okafor' });
    const noah = await applicant(first, job, { name: 'Noah Berg' });
    const mayaStream = await openEventStream(baseUrlOf(second), { authorization: `Bearer ${maya.token}` });
    const noahStream = await openEventStream(baseUrlOf(second), { authorization: `Bearer ${noah.token}` });
    const companyStream = await openEventStream(baseUrlOf(second), { authorization: `Bearer ${company.token}` });
    try {
      for (const stream of [mayaStream, noahStream, companyStream]) await stream.next((f) => f.retry !== undefined);
      const res = await first.inject(
        json(
          'POST',
          '/api/chat-start',
          {
            candidateId: maya.candidateId,
            companyId: company.companyId,
            jobApplicationId: maya.applicationId,
            content: 'Hello Maya',
          },
          company.token,
        ),
      );
      expect(res.statusCode, res.body).toBe(200);
      const sent = res.json().chat;
      for (const stream of [mayaStream, companyStream]) {
        const frame = await stream.next((f) => f.event === 'chat');
        expect(JSON.parse(frame.data ?? '')).toEqual({ chatSessionId: sent.chatSessionId, chat: sent });
      }
      expect(JSON.parse((await mayaStream.next((f) => f.event === 'unread-chat-count')).data ?? '')).toEqual({ count: 1 });
      await new Promise((r) => setTimeout(r, 300));
      expect(noahStream.frames.filter((f) => f.event === 'chat' || f.event === 'unread-chat-count')).toEqual([]);
    } finally {
      await Promise.all([mayaStream.close(), noahStream.close(), companyStream.close()]);
    }
  });

  it('runs each queued job exactly once across both instances', async () => {
    const ran: { by: string; n: number }[] = [];
    await first.ctx.queue.work<{ n: number }>('test.scaling-once', async ({ n }) => {
      ran.push({ by: 'first', n });
    });
    await second.ctx.queue.work<{ n: number }>('test.scaling-once', async ({ n }) => {
      ran.push({ by: 'second', n });
    });
    const total = 20;
    for (let n = 0; n < total; n++) await (n % 2 ? first : second).ctx.queue.send('test.scaling-once', { n });

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const deadline = Date.now() + 30_000;
      let completed = 0;
      while (Date.now() < deadline) {
        const { rows } = await client.query(
          "select count(*)::int as n from pgboss.job where name = 'test.scaling-once' and state = 'completed'",
        );
        completed = rows[0].n;
        if (completed === total) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(completed).toBe(total);
    } finally {
      await client.end();
    }
    expect(ran.map((r) => r.n).sort((a, b) => a - b)).toEqual([...Array(total).keys()]);
  });
});
