import { performance } from 'node:perf_hooks';
import type { Answer } from './http-client.js';

/**
 * A fixed arrival rate (open loop), as users arrive whether or not the server keeps up: call i is
 * due at start + i / rate and is sent then, without waiting for earlier answers. Its latency is
 * counted from when it was due, so a server (or a client) that falls behind shows as latency, not
 * as a lower rate. Bounded by its count (rate × seconds); each call has its own timeout.
 */

export type Shot = {
  index: number;
  shape: string;
  /** performance.now() when the call was due. */
  dueAt: number;
  status: number;
  retryAfter?: string;
  error?: string;
  latencyMs: number;
  /** How late the client sent it: the harness's own share of the latency. */
  lagMs: number;
};

export type Planned = { shape: string; send: () => Promise<Answer> };

export async function openLoop(o: { ratePerSecond: number; seconds: number; plan: (index: number) => Planned }) {
  const interval = 1000 / o.ratePerSecond;
  const total = Math.round(o.ratePerSecond * o.seconds);
  const start = performance.now() + 5;
  const shots: Shot[] = [];
  const inFlight: Promise<void>[] = [];
  let next = 0;
  const fire = (index: number, dueAt: number, now: number) => {
    const { shape, send } = o.plan(index);
    inFlight.push(
      send().then((a) => {
        const retryAfter = a.headers['retry-after'];
        shots.push({
          index,
          shape,
          dueAt,
          status: a.status,
          retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
          error: a.error,
          latencyMs: performance.now() - dueAt,
          lagMs: now - dueAt,
        });
      }),
    );
  };
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        fire(next, start + next * interval, now);
        next += 1;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    tick();
  });
  await Promise.all(inFlight);
  return shots.sort((a, b) => a.index - b.index);
}
