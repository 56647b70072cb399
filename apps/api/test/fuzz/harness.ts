/**
 * The API fuzz: sends requests generated from each route's own schemas (requests.ts) to a real
 * server with some data (target.ts). The property: no answer is a 5xx and no error is logged. Used
 * by the CI test (fixed seed, about 2,000 requests) and by `npm run fuzz` (many more, random seed).
 */
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { companies, companyJobs } from '#api/db/schema/index.js';
import { findSessionPrincipal, insertSession } from '#api/modules/accounts/sessions.repository.js';
import { hashSecret, newSecret } from '#api/platform/tokens.js';
import { type FuzzRequest, requestArb } from './requests.js';
import type { FuzzTarget } from './target.js';

export type { FuzzRoute, FuzzTarget } from './target.js';
export { routeTable, startFuzzTarget } from './target.js';

/**
 * What a fuzzed call may have ended is put back, so later calls still reach the services: the
 * owner's and the administrator's sessions (a sign-out, a password change), the company's
 * approval (the administrator's revoke) and the known jobs (a soft delete).
 */
async function restoreState(target: FuzzTarget) {
  for (const who of [target.owner, target.admin, target.candidate]) {
    if (await findSessionPrincipal(target.app.db, hashSecret(who.token))) continue;
    const token = newSecret();
    await insertSession(target.app.db, {
      userId: who.userId,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    who.token = token;
  }
  // The administrator may have revoked the company; the owner's calls are meant as an allowed company's.
  await target.app.db.update(companies).set({ isAllowed: true }).where(eq(companies.id, target.owner.companyId));
  await target.app.db.update(companyJobs).set({ isJobDeleted: false }).where(inArray(companyJobs.id, target.known.byKind.job));
}

/** The owner's calls are the candidate's on the candidate area (anyone else gets 404 there). */
const sessionFor = (target: FuzzTarget, url: string) => (url.startsWith('/api/candidate-app/') ? target.candidate : target.owner);

export type FuzzFailure = { run: number; request: FuzzRequest; status: number; body: string; errorLogs: string[] };

/** How many answers each status had: shows how much of the fuzz got past validation. */
export type StatusCounts = Record<number, number>;

/** Sends one request; the failure it shows, if any. */
export async function send(
  target: FuzzTarget,
  request: FuzzRequest,
  run: number,
  statuses: StatusCounts = {},
): Promise<FuzzFailure | undefined> {
  const headers = { ...request.headers };
  const { caller } = request;
  if (caller.kind !== 'anonymous') {
    const { token } = caller.kind === 'owner' ? sessionFor(target, request.url) : target.admin;
    if (caller.via === 'bearer') headers.authorization = `Bearer ${token}`;
    else headers.cookie = `td_session=${token}`;
  }
  // The event stream never ends: its answer is taken as a stream, judged by its status, and dropped.
  const stream = request.method === 'GET' && request.url.split('?')[0] === '/api/events';
  target.errorLogs.length = 0;
  const res = await target.app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    payload: request.payload,
    ...(stream ? { payloadAsStream: true } : {}),
  });
  if (stream) res.stream().destroy();
  statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  // Give queued work (emails, events) a turn, so what it logs is charged to this request.
  await new Promise((resolve) => setImmediate(resolve));
  if (res.statusCode < 400 && request.method !== 'GET') await restoreState(target);
  if (res.statusCode >= 500 || target.errorLogs.length > 0) {
    const body = stream ? '(event stream)' : res.body.slice(0, 500);
    return { run, request, status: res.statusCode, body, errorLogs: [...target.errorLogs] };
  }
  return undefined;
}

export type FuzzResult = { requests: number; seed: number; failures: FuzzFailure[]; statuses: StatusCounts; ms: number };

/**
 * Runs `runs` generated requests against the target with fast-check, from `seed`. Every failure
 * is recorded (not just the first) with its run number: the same seed generates the same requests.
 */
export async function runFuzz(
  target: FuzzTarget,
  opts: { runs: number; seed: number; onProgress?: (done: number) => void },
): Promise<FuzzResult> {
  const failures: FuzzFailure[] = [];
  const statuses: StatusCounts = {};
  let run = 0;
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(requestArb(target), async (request) => {
      run += 1;
      const failure = await send(target, request, run, statuses);
      if (failure) failures.push(failure);
      if (opts.onProgress && run % 1000 === 0) opts.onProgress(run);
      return true;
    }),
    { numRuns: opts.runs, seed: opts.seed, endOnFailure: true },
  );
  return { requests: run, seed: opts.seed, failures, statuses, ms: Date.now() - started };
}

/** A failure as a reader can replay it. */
export const describeFailure = (f: FuzzFailure) =>
  [
    `#${f.run} ${f.request.method} ${f.request.url} as ${JSON.stringify(f.request.caller)} -> ${f.status}`,
    `  headers: ${JSON.stringify(f.request.headers)}`,
    `  payload: ${JSON.stringify(typeof f.request.payload === 'string' ? f.request.payload.slice(0, 400) : f.request.payload?.toString('base64'))}`,
    `  answer: ${f.body}`,
    ...f.errorLogs.map((l) => `  log: ${l.slice(0, 1500)}`),
  ].join('\n');
