import type { Cluster } from '../cluster.js';
import { UPSTREAM_HEADER } from '../proxy.js';
import type { Verdict } from '../report.js';
import { tally } from '../report.js';
import { signIn } from '../session.js';
import type { World } from '../world.js';

/**
 * 1. A session made through one process is a session on every process: sessions live in
 * PostgreSQL. Signs in through the proxy, then reads GET /api/user/me through it (alternating
 * processes), and through each process directly with the same cookie; and a cookie-carried write
 * lands on both, so the same-origin check reads the proxy's X-Forwarded-Host on each.
 */
export async function sessionsAcrossProcesses(cluster: Cluster, world: World): Promise<Verdict> {
  const session = await signIn(cluster.origin, world.owner.email, world.owner.password);
  const reads = [];
  for (let i = 0; i < 20; i++) reads.push(await session.get('/api/user/me'));
  const writes = [];
  for (let i = 0; i < 4; i++)
    writes.push(await session.send('POST', `/api/notification-mark-completed/${session.profile.userId}`, {}));
  const direct = [];
  for (const p of cluster.apis())
    direct.push({ name: p.name, answer: await session.at(`http://127.0.0.1:${p.port}`).get('/api/user/me') });

  const upstreamOf = (a: { headers: Record<string, unknown> }) => String(a.headers[UPSTREAM_HEADER]);
  // The request id's prefix is the answering process's own (docs/OPERATIONS.md, Logs).
  const processOf = (a: { headers: Record<string, unknown> }) => String(a.headers['x-request-id']).split('-')[0];
  const signedInAs = (a: { status: number; body: string }) =>
    a.status === 200 ? (JSON.parse(a.body) as { userId: string }).userId : `status ${a.status}`;
  const readUpstreams = new Set(reads.filter((a) => a.status === 200).map(upstreamOf));
  const writeUpstreams = new Set(writes.filter((a) => a.status === 204).map(upstreamOf));
  const prefixes = new Set(reads.map(processOf));
  const users = new Set([...reads, ...direct.map((d) => d.answer)].map(signedInAs));
  const pass =
    reads.every((a) => a.status === 200) &&
    writes.every((a) => a.status === 204) &&
    direct.every((d) => d.answer.status === 200) &&
    readUpstreams.size === 2 &&
    writeUpstreams.size === 2 &&
    prefixes.size === 2 &&
    users.size === 1 &&
    users.has(session.profile.userId);
  return {
    scenario: '1. Sessions across processes',
    pass,
    figures: [
      'signed in through the proxy (captcha challenge and sign-in are two calls: one process signs, the next checks)',
      `GET /api/user/me ×20 through the proxy: ${tally(reads.map((a) => `${upstreamOf(a)}:${a.status}`))}; request-id prefixes ${[...prefixes].join(', ')}`,
      `POST notification-mark-completed ×4 with the cookie and Origin: ${tally(writes.map((a) => `${upstreamOf(a)}:${a.status}`))}`,
      `directly on each process with the same cookie: ${direct.map((d) => `${d.name} ${d.answer.status}`).join(', ')}`,
      `signed in as one user everywhere: ${users.size === 1 && users.has(session.profile.userId) ? 'yes' : `no (${[...users].join(', ')})`}`,
    ],
  };
}
