import { offsetMinutes } from './time-zones.js';

/**
 * VTIMEZONE blocks (RFC 5545, 3.6.5) written from the runtime's own time-zone database, the one
 * every screen and email already uses, so a calendar file can never disagree with them: a bundled
 * table of rules goes out of date (decision 32 measured 30 zones an hour off and 6 missing).
 *
 * A block describes the zone around one instant (the interview), from a year before to a year
 * after: the transitions found there, each checked against the runtime. Where a direction's
 * transitions follow a yearly weekday rule (the last Sunday of March, ...) it is written as an
 * RRULE, the form Outlook maps to its own zones; an irregular one (Ramadan, a zone that changed
 * its offset) as one observance per transition.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const WINDOW = 400 * DAY;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

type Transition = { at: number; from: number; to: number };

/** The first instant in (lo, hi] whose offset differs from lo's, to the minute. */
function transitionBetween(zone: string, lo: number, hi: number): Transition {
  const from = offsetMinutes(lo, zone);
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (offsetMinutes(mid, zone) === from) lo = mid;
    else hi = mid;
  }
  return { at: hi, from, to: offsetMinutes(hi, zone) };
}

const byYear = new Map<string, Transition[]>();

/**
 * Every change of the zone's offset in a UTC year (after its first instant, up to the next
 * year's), sampled daily then bisected; kept, as a zone's past years do not change while the
 * process runs (at most a few hundred zones times a few years).
 */
function transitionsOfYear(zone: string, year: number): Transition[] {
  const key = `${zone}|${year}`;
  const known = byYear.get(key);
  if (known) return known;
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let t = Date.UTC(year, 0, 1);
  let previous = offsetMinutes(t, zone);
  while (t < end) {
    const next = Math.min(t + DAY, end);
    const offset = offsetMinutes(next, zone);
    if (offset !== previous) found.push(transitionBetween(zone, t, next));
    previous = offset;
    t = next;
  }
  byYear.set(key, found);
  return found;
}

/** Every change of the zone's offset in (start, end]. */
function transitions(zone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  for (let year = new Date(start).getUTCFullYear(); year <= new Date(end).getUTCFullYear(); year += 1) {
    found.push(...transitionsOfYear(zone, year).filter((t) => t.at > start && t.at <= end));
  }
  return found;
}

/** The local wall clock, as the UTC fields of a Date, of an instant at an offset. */
const wall = (at: number, offset: number) => new Date(at + offset * MINUTE);

const two = (n: number) => String(n).padStart(2, '0');
const localStamp = (d: Date) =>
  `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}00`;
const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
};

/** The yearly rule a transition's wall clock follows: its month, weekday and week (-1 the last). */
function weekdayRule(d: Date) {
  const day = d.getUTCDate();
  const daysInMonth = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  const week = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  return { month: d.getUTCMonth(), weekday: d.getUTCDay(), week, time: d.getUTCHours() * 60 + d.getUTCMinutes() };
}

/** The date in a year that a weekday rule names. */
function ruleDate(year: number, rule: ReturnType<typeof weekdayRule>) {
  if (rule.week === -1) {
    const last = new Date(Date.UTC(year, rule.month + 1, 0));
    return last.getUTCDate() - ((last.getUTCDay() - rule.weekday + 7) % 7);
  }
  const first = new Date(Date.UTC(year, rule.month, 1)).getUTCDay();
  return 1 + ((rule.weekday - first + 7) % 7) + (rule.week - 1) * 7;
}

/**
 * The RRULE for one direction's transitions, when a weekday rule gives exactly them in the window
 * (every year it covers, and no other occurrence); undefined otherwise.
 */
function yearlyRule(group: Transition[], start: number, end: number) {
  const first = group[0];
  if (!first) return undefined;
  const rule = weekdayRule(wall(first.at, first.from));
  const expected: number[] = [];
  const firstYear = new Date(start).getUTCFullYear() - 1;
  for (let year = firstYear; year <= new Date(end).getUTCFullYear() + 1; year += 1) {
    const local = Date.UTC(year, rule.month, ruleDate(year, rule)) + rule.time * MINUTE;
    const at = local - first.from * MINUTE;
    if (at > start && at <= end) expected.push(at);
  }
  const actual = group.map((t) => t.at);
  if (expected.length !== actual.length || expected.some((at, i) => at !== actual[i])) return undefined;
  if (group.some((t) => t.from !== first.from || t.to !== first.to)) return undefined;
  return `FREQ=YEARLY;BYMONTH=${rule.month + 1};BYDAY=${rule.week}${WEEKDAYS[rule.weekday]}`;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: Date, from: number, to: number, rrule?: string) {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(start)}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE of `zone` for an event at `around`, or null for a zone the runtime does not know.
 * Daylight is any offset above the window's lowest (RFC 5545 only names the two kinds).
 */
export function vtimezone(zone: string, around: Date): string | null {
  let start: number;
  try {
    // From a midnight (UTC), so the first observance starts on a round time.
    start = Math.floor((around.getTime() - WINDOW) / DAY) * DAY;
    offsetMinutes(start, zone);
  } catch {
    return null;
  }
  const end = around.getTime() + WINDOW;
  const changes = transitions(zone, start, end);
  const initial = offsetMinutes(start, zone);
  const lowest = Math.min(initial, ...changes.map((t) => t.to));
  const kind = (offset: number) => (offset > lowest ? 'DAYLIGHT' : 'STANDARD');
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  // The offset in force when the window opens, until its first transition.
  lines.push(...observance(kind(initial), wall(start, initial), initial, initial));
  const directions = new Map<string, Transition[]>();
  for (const t of changes) {
    const key = `${t.from}>${t.to}`;
    directions.set(key, [...(directions.get(key) ?? []), t]);
  }
  for (const group of directions.values()) {
    const rrule = yearlyRule(group, start, end);
    const shown = rrule ? group.slice(0, 1) : group;
    for (const t of shown) lines.push(...observance(kind(t.to), wall(t.at, t.from), t.from, t.to, rrule));
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
