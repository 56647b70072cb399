import type { CityHit } from '@talentdeck/shared';

/** One place of the data set, with its name normalized for matching. */
export type CityRecord = { city: string; country: string; lat: number; long: number; population: number };
type Entry = CityRecord & { key: string; countryKey: string };

/** Prefixes this short with more places than HOT_RANGE get their answer computed up front. */
const HOT_PREFIX_MAX = 3;
const HOT_RANGE = 256;
const HOT_KEEP = 20;

const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** Accent- and case-insensitive form: NFD, diacritics stripped, lower case, a few letters folded. */
export function normalizeName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDED[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An in-memory prefix index: entries sorted by normalized name, so the names starting with a prefix
 * are one contiguous run found by binary search; the run is scanned keeping the most populous hits.
 */
export class CityIndex {
  private readonly entries: Entry[];
  /** The best HOT_KEEP answers of the short prefixes that cover many places ("s", "sa", ...). */
  private readonly hot = new Map<string, Entry[]>();

  constructor(records: Iterable<CityRecord>) {
    const entries: Entry[] = [];
    const countryKeys = new Map<string, string>();
    for (const r of records) {
      const key = normalizeName(r.city);
      let countryKey = countryKeys.get(r.country);
      if (countryKey === undefined) {
        countryKey = normalizeName(r.country);
        countryKeys.set(r.country, countryKey);
      }
      if (key) entries.push({ ...r, key, countryKey });
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.population - a.population));
    this.entries = entries;
    for (let length = 1; length <= HOT_PREFIX_MAX; length++) {
      let start = 0;
      while (start < entries.length) {
        const prefix = (entries[start] as Entry).key.slice(0, length);
        let end = start + 1;
        while (end < entries.length && (entries[end] as Entry).key.startsWith(prefix)) end++;
        if (prefix.length === length && end - start > HOT_RANGE) this.hot.set(prefix, this.top(start, prefix, '', HOT_KEEP));
        start = end;
      }
    }
  }

  get size() {
    return this.entries.length;
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.entries[mid] as Entry).key < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Places whose name starts with `query`, most populous first, one per name and country.
   * "paris, fr" narrows to countries starting with "fr".
   */
  search(query: string, limit: number): CityHit[] {
    const [cityPart = '', countryPart = ''] = query.split(',', 2);
    const prefix = normalizeName(cityPart);
    const countryPrefix = normalizeName(countryPart);
    if (!prefix || limit < 1) return [];
    const hot = countryPrefix || limit > HOT_KEEP ? undefined : this.hot.get(prefix);
    const best = hot ? hot.slice(0, limit) : this.top(this.lowerBound(prefix), prefix, countryPrefix, limit);
    return best.map((e) => ({ city: e.city, country: e.country, lat: e.lat, long: e.long }));
  }

  /** Scans the run of names starting with `prefix` from `from`, keeping the `limit` most populous. */
  private top(from: number, prefix: string, countryPrefix: string, limit: number): Entry[] {
    const best: Entry[] = [];
    const seen = new Set<string>();
    for (let i = from; i < this.entries.length; i++) {
      const e = this.entries[i] as Entry;
      if (!e.key.startsWith(prefix)) break;
      if (countryPrefix && !e.countryKey.startsWith(countryPrefix)) continue;
      if (best.length === limit && e.population <= (best[limit - 1] as Entry).population) continue;
      // Within a name, entries are ordered by population, so the first of a name and country is its largest.
      const dedupe = `${e.key}|${e.country}`;
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      let at = best.length;
      while (at > 0 && (best[at - 1] as Entry).population < e.population) at--;
      best.splice(at, 0, e);
      if (best.length > limit) best.pop();
    }
    return best;
  }

  /** The reference the index is measured against: the same answer by a scan of every entry. */
  linearSearch(query: string, limit: number): CityHit[] {
    const prefix = normalizeName(query.split(',', 1)[0] ?? '');
    if (!prefix) return [];
    const hits = this.entries.filter((e) => e.key.startsWith(prefix)).sort((a, b) => b.population - a.population);
    const seen = new Set<string>();
    const out: CityHit[] = [];
    for (const e of hits) {
      const k = `${e.key}|${e.country}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push({ city: e.city, country: e.country, lat: e.lat, long: e.long });
      if (out.length === limit) break;
    }
    return out;
  }
}
