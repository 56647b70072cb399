import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.js';
import { testConfig } from '../apps/api/src/config.js';
import { createIsolatedDatabase } from '../apps/api/src/db/isolated.js';
import { notifyCompany } from '../apps/api/src/modules/notifications/notifications.service.js';
import { LocalSubscribers } from '../apps/api/src/platform/events/event-bus.js';
import { signUpVerified } from '../apps/api/test/helpers.js';
import { baseUrlOf, openEventStream } from '../apps/api/test/realtime-helpers.js';
import { fmt, percentile } from './lib.js';

const COUNT = 200;

const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0 };
};

/** From the notifyCompany call to the event read by an SSE client of `receiver`, one at a time. */
async function measureSse(sender: FastifyInstance, receiver: FastifyInstance, owner: { token: string; profile: { id: string } }) {
  const stream = await openEventStream(baseUrlOf(receiver), { cookie: `td_session=${owner.token}` });
  try {
    await stream.next((f) => f.retry !== undefined);
    const samples: number[] = [];
    for (let i = 0; i < COUNT + 10; i++) {
      const started = performance.now();
      const sent = await notifyCompany(sender.ctx, { companyId: owner.profile.id, type: 'CHAT', content: `Message ${i}` });
      await stream.next((f) => f.event === 'notification' && JSON.parse(f.data ?? 'null')?.id === sent.id);
      // The first ten warm up connections and plans.
      if (i >= 10) samples.push(performance.now() - started);
    }
    return summary(samples);
  } finally {
    await stream.close();
  }
}

/** The baseline: an event handed to a listener of this process (the buses' last step), same loop. */
async function measureInProcess() {
  const local = new LocalSubscribers();
  const samples: number[] = [];
  for (let i = 0; i < COUNT + 10; i++) {
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const off = local.subscribe('company', () => {
        off();
        resolve();
      });
      queueMicrotask(() => local.deliver({ companyId: 'company', event: 'notification', data: { i }, id: String(i + 1) }));
    });
    if (i >= 10) samples.push(performance.now() - started);
  }
  return summary(samples);
}

/**
 * Time from notifyCompany to the `notification` event at an SSE client on PostgreSQL (insert,
 * NOTIFY, LISTEN, stream write, HTTP read): through the same instance and across two instances on
 * one database. Goal: within 1 s. Baseline: the in-process bus round trip in the same run.
 */
export async function benchNotifications() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createIsolatedDatabase(serverUrl);
  const config = () => testConfig({ databaseUrl: database.url, isolatedTestDatabase: false, publicUrl: 'http://127.0.0.1' });
  const first = await buildApp(config());
  const second = await buildApp(config());
  try {
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signUpVerified(first);
    const baseline = await measureInProcess();
    const same = await measureSse(first, first, owner);
    const across = await measureSse(first, second, owner);
    console.log(`\n## Notifications: notifyCompany → SSE client (PostgreSQL), ${COUNT} notifications one at a time`);
    console.log(`in-process hand-off (baseline): p50 ${fmt(baseline.p50, 3)} ms, p99 ${fmt(baseline.p99, 3)} ms`);
    console.log(`same instance                 : p50 ${fmt(same.p50)} ms, p99 ${fmt(same.p99)} ms, max ${fmt(same.max)} ms`);
    console.log(
      `across two instances          : p50 ${fmt(across.p50)} ms, p99 ${fmt(across.p99)} ms, max ${fmt(across.max)} ms`,
    );
    console.log(`goal                          : within 1000 ms (${across.p99 < 1000 && same.p99 < 1000 ? 'met' : 'NOT met'})`);
    return { count: COUNT, baseline, sameInstance: same, acrossInstances: across, goalMs: 1000 };
  } finally {
    await first.close();
    await second.close();
    await database.drop();
  }
}
