import { performance } from 'node:perf_hooks';
import { ChatStreams } from '../chat-streams.js';
import { openLoop } from '../open-loop.js';
import { describeLatency, summarize, tally, type Verdict, waitUntil } from '../report.js';
import { sendChat, type World } from '../world.js';

/**
 * 2. An event published by one process reaches the streams held by the other: `streams` streams of
 * a company member open through the proxy (so half on each process), then `writes` chat messages
 * sent through the proxy at a fixed rate. Every stream must receive every message exactly once;
 * the latency is from the start of the write to the receipt, over every stream.
 */
export async function eventsAcrossProcesses(
  world: World,
  o: { streams: number; writes: number; ratePerSecond: number },
): Promise<Verdict> {
  const fleet = new ChatStreams(`events-${Date.now().toString(36)}`, performance.now() + 120_000);
  try {
    await fleet.open(world.owner.session, o.streams);
    const shots = await openLoop({
      ratePerSecond: o.ratePerSecond,
      seconds: o.writes / o.ratePerSecond,
      plan: (i) => ({
        shape: 'chat',
        send: () => fleet.write(i, (content) => sendChat(world.owner.session, world.chatSessionId, content)),
      }),
    });
    const settled = await waitUntil(() => fleet.allReceived(), 10_000);
    const checks = fleet.check();
    const onUpstream = tally(checks.map((c) => c.firstUpstream));
    const writeUpstreams = tally(fleet.writes.map((w) => `${w.upstream}:${w.status}`));
    const missing = checks.reduce((n, c) => n + c.missing, 0);
    const duplicates = checks.reduce((n, c) => n + c.duplicates, 0);
    const drops = fleet.streams.reduce((n, s) => n + s.drops, 0);
    const latency = summarize(fleet.latencies);
    const pass =
      fleet.acknowledged.size === o.writes &&
      missing === 0 &&
      duplicates === 0 &&
      new Set(checks.map((c) => c.firstUpstream)).size === 2;
    return {
      scenario: '2. Events across processes',
      pass,
      figures: [
        `${o.streams} streams of one company member through the proxy, on ${onUpstream}`,
        `${o.writes} chat messages (POST /api/chats) at ${o.ratePerSecond}/s through the proxy: ${writeUpstreams}; ${shots.filter((s) => s.status !== 200).length} not 200`,
        `sent ${fleet.acknowledged.size} × ${o.streams} streams = ${fleet.acknowledged.size * o.streams} deliveries expected; missing ${missing}, received twice ${duplicates}, stream drops ${drops}${settled ? '' : ' (not all arrived within 10 s)'}`,
        `write → receipt: ${describeLatency(latency)}`,
      ],
    };
  } finally {
    fleet.close();
  }
}
