/**
 * Fast deterministic randomness for the scale data: a seeded 32-bit generator (sfc32), UUIDs drawn
 * from it, and a Zipf sampler. faker is far too slow for millions of rows; it only fills small
 * pools of names that these functions then pick from.
 */

export type Rng = {
  /** A uniform 32-bit unsigned integer. */
  u32(): number;
  /** A uniform float in [0, 1). */
  next(): number;
  /** A uniform integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  uuid(): string;
};

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function createRng(seed: number): Rng {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const u32 = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 20; i++) u32();
  const next = () => u32() / 4294967296;
  const h4 = (x: number) => HEX[(x >>> 24) & 255]! + HEX[(x >>> 16) & 255]! + HEX[(x >>> 8) & 255]! + HEX[x & 255]!;
  return {
    u32,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as never,
    uuid() {
      // Version 4 and the RFC 4122 variant, like gen_random_uuid(): ids as scattered as real ones.
      const x = h4(u32());
      const y = u32();
      const z = u32();
      const w = h4(u32());
      return `${x}-${HEX[(y >>> 24) & 255]}${HEX[(y >>> 16) & 255]}-4${HEX[(y >>> 8) & 255]!.slice(1)}${HEX[y & 255]}-${
        HEX[((z >>> 24) & 63) | 128]
      }${HEX[(z >>> 16) & 255]}-${HEX[(z >>> 8) & 255]}${HEX[z & 255]}${w}`;
    },
  };
}

/**
 * Sizes that follow Zipf's law: the k-th of `n` gets total / (k^s · H(n, s)), rounded so that they
 * add up to `total` exactly. With s near 0.8 over 20,000 jobs the biggest job gets a few percent of
 * all applications, as on a real job board.
 */
export function zipfSizes(n: number, total: number, s: number, maxEach = Number.POSITIVE_INFINITY): number[] {
  const weights = Array.from({ length: n }, (_, k) => 1 / (k + 1) ** s);
  const sum = weights.reduce((x, y) => x + y, 0);
  const sizes = weights.map((w) => Math.min(maxEach, Math.floor((w / sum) * total)));
  let left = total - sizes.reduce((x, y) => x + y, 0);
  // The rounding remainder goes one by one to the smallest, keeping the order.
  for (let k = n - 1; left > 0; k = k === 0 ? n - 1 : k - 1) {
    if ((sizes[k] as number) < maxEach) {
      sizes[k] = (sizes[k] as number) + 1;
      left--;
    }
  }
  return sizes;
}

/** Picks an index with the given cumulative weights (binary search). */
export function pickWeighted(cumulative: Float64Array, r: number): number {
  const target = r * (cumulative[cumulative.length - 1] as number);
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cumulative[mid] as number) <= target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function cumulativeOf(weights: number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let acc = 0;
  weights.forEach((w, i) => {
    acc += w;
    out[i] = acc;
  });
  return out;
}

/** murmur3's 32-bit finalizer: a bijection on 32-bit integers that scatters neighbours. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const hex8 = (x: number) => x.toString(16).padStart(8, '0');

/**
 * The id of row `i` of a kind of row (`tag`, a small integer per table): a version 4 UUID computed,
 * not stored, so the applications part finds a candidate's or a job's id from its index alone.
 * The first 32 bits are a bijection of `i`, so ids of one tag never collide; they look as random
 * as gen_random_uuid()'s, which keeps index locality realistic.
 */
export function idOf(tag: number, i: number): string {
  const a = hex8(fmix32((i ^ Math.imul(tag, 0x9e3779b1)) >>> 0));
  const b = hex8(fmix32((i + Math.imul(tag + 1, 0x7f4a7c15)) >>> 0));
  const c = hex8(fmix32((i * 31 + tag * 0x632be5ab) >>> 0));
  const d = hex8(fmix32((i ^ 0xdeadbeef) + tag));
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${((Number.parseInt(c[0] as string, 16) & 3) | 8).toString(16)}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}
