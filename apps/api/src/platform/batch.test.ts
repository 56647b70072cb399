import { describe, expect, it } from 'vitest';
import { createBatchLoader, perDatabase } from './batch.js';

/** A load whose calls stay pending until released, recording the keys of each. */
function controlledLoad() {
  const calls: { keys: number[]; release: (fail?: Error) => void }[] = [];
  const load = (keys: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ keys, release: (fail) => (fail ? reject(fail) : resolve(keys.map((k) => `v${k}`))) });
    });
  return { calls, load };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchLoader', () => {
  it('answers lookups that arrive while a query runs with the next query, each with its own value in order', async () => {
    const { calls, load } = controlledLoad();
    const get = createBatchLoader(load);
    const first = get(1);
    await tick();
    const waiting = [get(2), get(3), get(2)];
    await tick();
    expect(calls.map((c) => c.keys)).toEqual([[1]]);
    calls[0]?.release();
    expect(await first).toBe('v1');
    await tick();
    expect(calls.map((c) => c.keys)).toEqual([[1], [2, 3, 2]]);
    calls[1]?.release();
    expect(await Promise.all(waiting)).toEqual(['v2', 'v3', 'v2']);
  });

  it('splits a long queue into batches of at most maxBatch', async () => {
    const { calls, load } = controlledLoad();
    const get = createBatchLoader(load, 2);
    const all = [get(1), get(2), get(3), get(4), get(5)];
    for (let i = 0; i < 3; i++) {
      await tick();
      calls[i]?.release();
    }
    expect(await Promise.all(all)).toEqual(['v1', 'v2', 'v3', 'v4', 'v5']);
    expect(calls.map((c) => c.keys)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the lookups of a failed query, and keeps answering later ones', async () => {
    const { calls, load } = controlledLoad();
    const get = createBatchLoader(load);
    const failed = get(1);
    await tick();
    const later = get(2);
    calls[0]?.release(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await tick();
    calls[1]?.release();
    expect(await later).toBe('v2');
  });
});

describe('perDatabase', () => {
  it('makes one loader per handle and reuses it', () => {
    let made = 0;
    const of = perDatabase((_db: object) => ({ n: ++made }));
    const a = {};
    const b = {};
    expect(of(a)).toBe(of(a));
    expect(of(b)).not.toBe(of(a));
    expect(made).toBe(2);
  });
});
