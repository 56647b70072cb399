import { performance } from 'node:perf_hooks';
import { fmt } from '../../lib.js';
import { ChatStreams } from '../chat-streams.js';
import type { Cluster } from '../cluster.js';
import { openLoop } from '../open-loop.js';
import { tally, type Verdict, waitUntil } from '../report.js';
import { sendChat, sql, type World } from '../world.js';

const VICTIM = 'a';
const SURVIVOR = 'b';

/**
 * 4. kill -9 of one API process while chat messages are written through the proxy. No write the
 * API acknowledged (2xx) may be lost: each is looked up in the database afterwards. The streams
 * that were on the killed process must reconnect (after the `retry:` delay, with Last-Event-ID)
 * to the survivor and miss nothing: every acknowledged message, counted by event id, reaches every
 * stream, none twice. The killed process is started again afterwards, as a supervisor would.
 */
export async function killOneProcess(
  cluster: Cluster,
  world: World,
  o: { streams: number; writes: number; ratePerSecond: number },
): Promise<Verdict> {
  const tag = `kill-${Date.now().toString(36)}`;
  const seconds = o.writes / o.ratePerSecond;
  const fleet = new ChatStreams(tag, performance.now() + (seconds + 60) * 1000);
  let killed: Promise<void> | undefined;
  try {
    await fleet.open(world.owner.session, o.streams);
    const killAt = Math.floor(o.writes / 3);
    const loopStarted = performance.now();
    let killedAt = 0;
    const shots = await openLoop({
      ratePerSecond: o.ratePerSecond,
      seconds,
      plan: (i) => {
        if (i === killAt) {
          killed = cluster.kill(VICTIM);
          void killed.then(() => {
            killedAt = performance.now();
          });
        }
        return {
          shape: 'chat',
          send: () => fleet.write(i, (content) => sendChat(world.owner.session, world.chatSessionId, content)),
        };
      },
    });
    // The streams reconnect after the retry delay (3 s), to whichever process the proxy picks;
    // one that lands on the dead process tries again after another delay.
    const settled = await waitUntil(() => fleet.streams.every((s) => s.live) && fleet.allReceived(), 30_000);
    const stored = new Set(
      (await sql<{ id: string }>(world.databaseUrl, 'select id from chats where content like $1', [`${tag} %`])).map((r) => r.id),
    );
    const acknowledged = [...fleet.acknowledged.values()];
    const lost = acknowledged.filter((id) => !stored.has(id)).length;
    const unacknowledged = fleet.writes.filter((w) => w.status < 200 || w.status > 299).length;
    const checks = fleet.check();
    const onVictim = checks.filter((c) => c.firstUpstream === VICTIM);
    const reconnected = onVictim.filter((c) => c.stream.live && c.stream.upstream === SURVIVOR);
    const missingOnVictim = onVictim.reduce((n, c) => n + c.missing, 0);
    const missingElsewhere = checks.filter((c) => c.firstUpstream !== VICTIM).reduce((n, c) => n + c.missing, 0);
    const duplicates = checks.reduce((n, c) => n + c.duplicates, 0);
    const withoutId = checks.reduce((n, c) => n + c.withoutOwnId, 0);
    const resyncs = checks.reduce((n, c) => n + c.resyncs, 0);
    const lastEventIdsSent = onVictim.flatMap((c) => c.stream.connections.slice(1).map((k) => k.sentLastEventId || '(none)'));
    const pass =
      lost === 0 &&
      onVictim.length > 0 &&
      reconnected.length === onVictim.length &&
      missingOnVictim === 0 &&
      missingElsewhere === 0 &&
      duplicates === 0;
    return {
      scenario: '4. kill -9 of one process under writes',
      pass,
      figures: [
        `${o.streams} streams (${tally(checks.map((c) => c.firstUpstream))}); ${o.writes} chat messages at ${o.ratePerSecond}/s through the proxy; process ${VICTIM} killed with SIGKILL at write ${killAt} (${fmt((killedAt - loopStarted) / 1000)} s in)`,
        `writes: ${tally(shots.map((s) => s.status))}; acknowledged ${acknowledged.length}, of which lost (not in the database) ${lost}; unacknowledged ${unacknowledged}, of which stored anyway ${stored.size - (acknowledged.length - lost)}`,
        `streams on ${VICTIM}: ${onVictim.length}, reconnected to ${SURVIVOR} ${reconnected.length} (reconnection attempts ${tally(onVictim.map((c) => c.stream.connections.length - 1))}, statuses ${tally(onVictim.flatMap((c) => c.stream.connections.slice(1).map((k) => `${k.upstream || 'none'}:${k.status}`)))})`,
        `Last-Event-ID sent on reconnection: ${tally(lastEventIdsSent.map((id) => (id === '(none)' ? id : 'an id')))}`,
        `acknowledged messages missing: ${missingOnVictim} over the streams that were on ${VICTIM}, ${missingElsewhere} over the others; received twice ${duplicates}; chat events without an id of their own ${withoutId}; resync events ${resyncs}${settled ? '' : ' (not settled within 30 s)'}`,
        `distinct event ids per stream: ${tally(checks.map((c) => c.distinctIds))} (acknowledged: ${acknowledged.length})`,
      ],
    };
  } finally {
    fleet.close();
    if (killed) {
      await killed;
      await cluster.restart(VICTIM);
    }
  }
}
