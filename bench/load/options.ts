import { parseArgs } from 'node:util';

/**
 *   npm run load [-- --only events,kill] [-- --smoke] [-- --seconds 60 --rate 200 --streams 500]
 *
 * --only runs the named scenarios (sessions, events, emails, kill, postgres, load, or their
 * numbers); --smoke shortens every scenario for a quick try; --seconds, --rate and --streams set
 * the load's duration, arrival rate and event streams.
 */

export const SCENARIOS = ['sessions', 'events', 'emails', 'kill', 'postgres', 'load'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      smoke: { type: 'boolean' },
      seconds: { type: 'string' },
      rate: { type: 'string' },
      streams: { type: 'string' },
    },
    strict: true,
  });
  const only = values.only
    ? values.only.split(',').map((s) => {
        const name = /^\d$/.test(s.trim()) ? SCENARIOS[Number(s) - 1] : (s.trim() as ScenarioName);
        if (!name || !SCENARIOS.includes(name)) throw new Error(`--only takes ${SCENARIOS.join(', ')} (or 1–6), not ${s}`);
        return name;
      })
    : [...SCENARIOS];
  const smoke = values.smoke ?? false;
  const positive = (v: string | undefined, fallback: number, name: string) => {
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!(Number.isFinite(n) && n > 0)) throw new Error(`--${name} takes a positive number`);
    return n;
  };
  return {
    selected: new Set<ScenarioName>(only),
    events: smoke ? { streams: 6, writes: 30, ratePerSecond: 20 } : { streams: 20, writes: 200, ratePerSecond: 20 },
    emails: { each: smoke ? 2 : 5 },
    kill: smoke ? { streams: 6, writes: 100, ratePerSecond: 10 } : { streams: 20, writes: 400, ratePerSecond: 20 },
    postgres: { seconds: smoke ? 20 : 30, ratePerSecond: 20 },
    load: {
      streams: positive(values.streams, smoke ? 100 : 500, 'streams'),
      ratePerSecond: positive(values.rate, smoke ? 50 : 200, 'rate'),
      seconds: positive(values.seconds, smoke ? 10 : 60, 'seconds'),
      baselineSeconds: smoke ? 5 : 20,
      warmUpSeconds: smoke ? 2 : 5,
    },
    /** Companies of the scale data the load acts for (their owners hold the streams). */
    companies: 10,
  };
}

export type Options = ReturnType<typeof readOptions>;
