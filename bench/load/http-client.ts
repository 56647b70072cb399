import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * The suite's HTTP client: plain node:http over one keep-alive agent, so a few hundred calls a
 * second cost the client little, and a refused or reset connection is an answer (status 0) to
 * count, not an exception that ends a loop.
 */

/** Enough sockets that the open-loop schedule never waits for one: waiting would hide latency. */
export const clientAgent = new http.Agent({ keepAlive: true, maxSockets: 2048 });

export type Answer = {
  /** 0 when no HTTP answer came (refused, reset, timed out); `error` says which. */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  error?: string;
  ms: number;
};

export type CallOptions = { headers?: Record<string, string>; body?: unknown; timeoutMs?: number };

const LOOPBACK = /^http:\/\/127\.0\.0\.1:\d+$/;

/** Only this machine is ever a target (bench/README.md). */
export function assertLoopback(origin: string) {
  if (!LOOPBACK.test(origin)) throw new Error(`the load suite only targets 127.0.0.1, not ${origin}`);
}

export function call(origin: string, method: string, path: string, o: CallOptions = {}): Promise<Answer> {
  assertLoopback(origin);
  const started = performance.now();
  const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
  return new Promise((resolve) => {
    let settled = false;
    const done = (a: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...a, ms: performance.now() - started });
    };
    const req = http.request(
      `${origin}${path}`,
      {
        method,
        agent: clientAgent,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...o.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (err) => done({ status: 0, headers: {}, body: '', error: err.message }));
      },
    );
    req.setTimeout(o.timeoutMs ?? 30_000, () => req.destroy(new Error('timed out')));
    req.on('error', (err) =>
      done({ status: 0, headers: {}, body: '', error: (err as NodeJS.ErrnoException).code ?? err.message }),
    );
    req.end(payload);
  });
}

/** The parsed body of a 2xx answer; anything else throws with what came back (setup steps). */
export function okJson<T>(a: Answer, what: string): T {
  if (a.status < 200 || a.status > 299) throw new Error(`${what} answered ${a.status || a.error}: ${a.body.slice(0, 300)}`);
  return (a.body ? JSON.parse(a.body) : undefined) as T;
}

/** The value a Set-Cookie header gives `name`, or undefined. */
export function cookieFrom(headers: http.IncomingHttpHeaders, name: string) {
  for (const line of headers['set-cookie'] ?? []) {
    const [pair] = line.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
