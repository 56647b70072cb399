import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const src = fileURLToPath(new URL('..', import.meta.url));
const keysModule = fileURLToPath(new URL('./query-keys.ts', import.meta.url));

/** A key written in place: `queryKey: [...]`, or an array handed to the cache's get/set. */
const literalKey = /queryKey:\s*\[|(?:get|set)QueryData\s*(?:<[^>]*>)?\(\s*\[/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** file:line of every literal key outside the keys module. */
function literalKeysOutsideKeysModule(root: string): string[] {
  return sourceFiles(root)
    .filter((file) => file !== keysModule)
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (literalKey.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
    );
}

describe('query keys come from lib/query-keys.ts', () => {
  it('finds no literal key anywhere else in src', () => {
    expect(literalKeysOutsideKeysModule(src)).toEqual([]);
  });

  it('recognises the literal forms it forbids', () => {
    for (const line of [
      "useQuery({ queryKey: ['jobs', id], queryFn })",
      "client.invalidateQueries({ queryKey: ['jobs'] })",
      "client.setQueryData(['me'], null)",
      "client.getQueryData<Job>(['jobs', id])",
    ])
      expect(literalKey.test(line), line).toBe(true);
    expect(literalKey.test('useQuery({ queryKey: queryKeys.jobs.detail(id), queryFn })')).toBe(false);
  });

  it('nests every job query under the prefix a status change invalidates', () => {
    const under = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
    for (const key of [
      queryKeys.jobs.list({}),
      queryKeys.jobs.published,
      queryKeys.jobs.cities('c'),
      queryKeys.jobs.detail('j'),
      queryKeys.jobs.stats('j'),
    ])
      expect(under(key, queryKeys.jobs.all), key.join('/')).toBe(true);
  });
});
