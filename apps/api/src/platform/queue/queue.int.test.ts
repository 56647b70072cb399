import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '#api/db/client.js';
import { queueJobs, users } from '#api/db/schema/index.js';
import { createTestApp, json, validSignUp } from '#test/helpers.js';
import { SEND_MANY_BATCH } from './queue.js';

const waitUntil = async (check: () => Promise<boolean> | boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
};

describe('queue', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('runs each job and retries a failing one until it succeeds', async () => {
    const app = await createTestApp();
    apps.push(app);
    let calls = 0;
    const seen: unknown[] = [];
    await app.ctx.queue.work<{ n: number }>('test.flaky', async (data) => {
      calls += 1;
      if (calls === 1) throw new Error('temporary failure');
      seen.push(data);
    });
    await app.ctx.queue.send('test.flaky', { n: 7 });
    await waitUntil(() => seen.length === 1, 20_000);
    expect(seen).toEqual([{ n: 7 }]);
    expect(calls).toBe(2);
  });

  it('queues many jobs at once, in more than one batch', async () => {
    const app = await createTestApp();
    apps.push(app);
    const items = Array.from({ length: SEND_MANY_BATCH + 5 }, (_, n) => ({ n }));
    await app.ctx.queue.sendMany('test.many', items);
    // No worker takes them: what is queued is read where each queue keeps its jobs.
    const table = app.ctx.queue.kind === 'pg-boss' ? sql`pgboss.job` : sql`queue_jobs`;
    const rows = rowsOf<{ n: number }>(
      await app.ctx.db.execute(sql`select (data->>'n')::int as n from ${table} where name = 'test.many' order by 1`),
    );
    expect(rows.map((r) => r.n)).toEqual(items.map((i) => i.n));
  });

  it('takes a singleton key once, even after its job has run (one daily run, however many processes start)', async () => {
    const app = await createTestApp();
    apps.push(app);
    const runs: string[] = [];
    await app.ctx.queue.work<{ from: string }>('test.daily', async ({ from }) => {
      runs.push(from);
    });
    await app.ctx.queue.send('test.daily', { from: 'first' }, { singletonKey: 'test.daily:2027-01-04' });
    await waitUntil(() => runs.length === 1);
    await app.ctx.queue.send('test.daily', { from: 'second' }, { singletonKey: 'test.daily:2027-01-04' });
    await app.ctx.queue.send('test.daily', { from: 'next day' }, { singletonKey: 'test.daily:2027-01-05' });
    await waitUntil(() => runs.length === 2);
    // The next day's job has run; the same day's second send, queued before it, was dropped.
    expect(runs).toEqual(['first', 'next day']);
  });
});

describe('embedded database', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'td-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Two servers, one after the other, on a database on disk: the first creates and migrates it
  // (initdb and every migration, on purpose: no prepared copy), which takes a minute and more at a
  // load average of 15 on two cores. The bound is for a hang.
  it('keeps data and queued work across a restart, migrating only once', { timeout: 120_000 }, async () => {
    const first = await createTestApp({ dataDir: dir, databaseUrl: undefined });
    const body = validSignUp();
    await first.inject(json('POST', '/api/user/createCompany', body));
    // A job queued but not yet delivered when the process stops is delivered after the restart.
    await first.ctx.queue.send('test.later', { x: 1 }, { startAfterSeconds: 1 });
    await first.close();

    const second = await createTestApp({ dataDir: dir, databaseUrl: undefined });
    try {
      const [user] = await second.db.select().from(users).where(eq(users.email, body.email));
      expect(user?.name).toBe(body.name);
      let ran = false;
      await second.ctx.queue.work('test.later', async () => {
        ran = true;
      });
      await waitUntil(() => ran);
      const [job] = await second.db.select().from(queueJobs).where(eq(queueJobs.name, 'test.later'));
      await waitUntil(
        async () => (await second.db.select().from(queueJobs).where(eq(queueJobs.id, job!.id)))[0]?.state === 'completed',
      );
    } finally {
      await second.close();
    }
  });
});
