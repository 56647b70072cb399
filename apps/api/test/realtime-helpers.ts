import type { FastifyInstance } from 'fastify';
import { createAdmin } from '#api/modules/admin/admin.service.js';
import { ADMIN_SETUP_CLI } from '#api/platform/policy.js';
import { json, uniqueEmail } from './helpers.js';

export type SseFrame = { event?: string; data?: string; id?: string; retry?: string; comments: string[] };

/** Parses one Server-Sent Events frame (the text between two blank lines). */
function parseFrame(raw: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  for (const line of raw.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else {
      const i = line.indexOf(':');
      const key = i === -1 ? line : line.slice(0, i);
      const value = i === -1 ? '' : line.slice(i + 1).replace(/^ /, '');
      if (key === 'event' || key === 'data' || key === 'id' || key === 'retry') frame[key] = value;
    }
  }
  return frame;
}

/**
 * A real event-stream client over HTTP: fetch with a stream reader, as a browser's EventSource
 * reads it. `next` waits for the first frame (not yet consumed) that matches.
 */
export async function openEventStream(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  const frames: SseFrame[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  const pump = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let at = buffer.indexOf('\n\n');
        while (at !== -1) {
          frames.push(parseFrame(buffer.slice(0, at)));
          buffer = buffer.slice(at + 2);
          at = buffer.indexOf('\n\n');
        }
        wake?.();
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      wake?.();
    }
  })();

  return {
    response,
    frames,
    get ended() {
      return ended;
    },
    async next(match: (f: SseFrame) => boolean, timeoutMs = 10_000): Promise<SseFrame> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = frames.findIndex(match);
        if (i !== -1) return frames.splice(i, 1)[0] as SseFrame;
        if (ended) throw new Error('the event stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no matching event in time');
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(left, 200));
        });
      }
    },
    async waitForEnd(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (!ended) throw new Error('the event stream did not end');
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

/** The URL an app listens on (after app.listen on 127.0.0.1, port 0). */
export const baseUrlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

export const ADMIN_PASSWORD = 'Quartz#Lantern7';

/** A platform administrator created as the CLI does, then signed in through the API. */
export async function signInAdmin(app: FastifyInstance) {
  const email = uniqueEmail('admin');
  await createAdmin(app.ctx, ADMIN_SETUP_CLI, { email, password: ADMIN_PASSWORD, name: 'Ada Admin' });
  const res = await app.inject(json('POST', '/api/user/login', { email, password: ADMIN_PASSWORD }));
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.body}`);
  const { token, profile } = res.json() as { token: string; profile: { userId: string } };
  return { email, token, userId: profile.userId };
}
