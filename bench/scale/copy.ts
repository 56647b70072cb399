import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A value of one COPY text-format field: null is \N; backslash, tab and line breaks are escaped. */
export function field(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v !== 'string') return String(v);
  return /[\\\t\n\r]/.test(v) ? v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : v;
}

/** One row of COPY text format, with its line break. */
export const line = (fields: (string | number | boolean | null | undefined)[]) => `${fields.map(field).join('\t')}\n`;

/**
 * COPY … FROM STDIN of the rows `lines(i)` writes for i = 0 … count-1 (zero or more complete
 * lines each, made with `line`). Lines are joined into chunks of about 256 KB and streamed with
 * back-pressure, so generating and loading overlap on the two processes and memory stays flat
 * whatever the row count. Answers the rows written and the milliseconds taken.
 */
export async function copyLines(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  count: number,
  lines: (i: number) => string,
): Promise<{ rows: number; ms: number }> {
  const started = performance.now();
  let rows = 0;
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  async function* chunks() {
    let buf = '';
    for (let i = 0; i < count; i++) {
      const out = lines(i);
      if (!out) continue;
      buf += out;
      if (buf.length >= 256 * 1024) {
        yield buf;
        buf = '';
      }
    }
    if (buf) yield buf;
  }
  await pipeline(
    Readable.from(chunks()),
    // Counted on the way out: every line ends in exactly one unescaped line break.
    async function* (source: AsyncIterable<string>) {
      for await (const chunk of source) {
        for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) rows++;
        yield chunk;
      }
    },
    stream,
  );
  return { rows, ms: performance.now() - started };
}
