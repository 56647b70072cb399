import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Services own transactions (`inTransaction` in platform/context.ts); a repository runs its queries
 * on the executor it is given. A repository that opened its own transaction would commit on its
 * own terms inside a service's unit of work, so this scan refuses any `.transaction(` in one.
 */

const SRC = path.resolve(import.meta.dirname, '../src');

/** `.transaction(`, also with type arguments or a line break before the parenthesis. */
const OPENS_TRANSACTION = /\.transaction\s*(<[^>]*>\s*)?\(/;
/** Comment lines may name the call (to say it is not made here). */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

/** Every `file:line` (relative to `root`) where a repository opens a transaction. */
function repositoryTransactions(root: string): string[] {
  const found: string[] = [];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.repository.ts'))
    .sort();
  for (const file of files) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const withNext = `${line}\n${lines[i + 1] ?? ''}`;
      if (!COMMENT.test(line) && OPENS_TRANSACTION.test(withNext) && !OPENS_TRANSACTION.test(lines[i + 1] ?? '')) {
        found.push(`${file.split(path.sep).join('/')}:${i + 1}`);
      }
    });
  }
  return found;
}

describe('transactions belong to services', () => {
  it('no repository opens a transaction', () => {
    expect(readdirSync(SRC, { recursive: true, encoding: 'utf8' }).some((f) => f.endsWith('.repository.ts'))).toBe(true);
    expect(repositoryTransactions(SRC), 'use inTransaction in the calling service instead').toEqual([]);
  });

  describe('the scan', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'repositories-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names the file and line of each transaction a repository opens', () => {
      mkdirSync(path.join(root, 'modules/things'), { recursive: true });
      writeFileSync(
        path.join(root, 'modules/things/things.repository.ts'),
        [
          '// Callers wrap these in db.transaction(...) themselves.',
          'export const one = (db) => db.select();',
          'export const two = (db) => db.transaction(async (tx) => tx.select());',
          'export const three = (db) =>',
          '  db',
          '    .transaction<number>',
          '    (async () => 3);',
        ].join('\n'),
      );
      // Services may open them.
      writeFileSync(path.join(root, 'modules/things/things.service.ts'), 'ctx.db.transaction(async (tx) => 1);\n');
      expect(repositoryTransactions(root)).toEqual([
        'modules/things/things.repository.ts:3',
        'modules/things/things.repository.ts:6',
      ]);
    });
  });
});
