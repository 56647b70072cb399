import { call } from './http-client.js';

/**
 * GET /api/metrics of one process (each answers for itself, so it is scraped directly, not
 * through the proxy), parsed from Prometheus' text format into samples.
 */

export type Sample = { name: string; labels: Record<string, string>; value: number };

export async function scrapeMetrics(port: number, token: string): Promise<Sample[]> {
  const a = await call(`http://127.0.0.1:${port}`, 'GET', '/api/metrics', {
    headers: { authorization: `Bearer ${token}`, accept: 'text/plain' },
    timeoutMs: 10_000,
  });
  if (a.status !== 200) throw new Error(`GET /api/metrics of :${port} answered ${a.status || a.error}`);
  const samples: Sample[] = [];
  for (const line of a.body.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1] as string] = l[2] as string;
    samples.push({ name: m[1] as string, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The sum of a series over the samples whose labels include `labels`. */
export const metric = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

/** Each value of a label of a series, with its value: "mail.send 3, matching.rematch-job 1". */
export const byLabel = (samples: Sample[], name: string, label: string) =>
  samples
    .filter((s) => s.name === name)
    .map((s) => `${s.labels[label]} ${Number.isInteger(s.value) ? s.value : s.value.toFixed(1)}`)
    .join(', ') || 'none';
