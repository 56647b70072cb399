import { pipeline, Readable, type Transform } from 'node:stream';
import { SitemapIndexStream, SitemapStream } from 'sitemap';
import type { AppContext } from '#api/platform/context.js';
import { latest, type Stamp } from '#api/platform/public-pages/conditional.js';
import * as repo from './careers.repository.js';
import { careersPath, jobPagePath } from './careers.service.js';

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query: the sitemap is written while the next page is read, never all rows at once. */
const DB_PAGE = 5_000;

type Entry = { url: string; lastmod: string };

export type SitemapShape = Awaited<ReturnType<typeof repo.siteStamp>>;

export async function sitemapShape(ctx: AppContext) {
  const shape = await repo.siteStamp(ctx.db);
  const stamp: Stamp = {
    parts: [shape.jobs, shape.careersPages, shape.lastJobChange, shape.lastCompanyChange],
    lastModified: latest(shape.lastJobChange, shape.lastCompanyChange),
  };
  return { shape, stamp };
}

/**
 * Published job pages, by id: `take` of them after the first `skip`. The next page is asked for
 * before this one is written out, so the database and the XML writer work at the same time.
 */
async function* jobEntries(ctx: AppContext, skip: number, take: number): AsyncGenerator<Entry> {
  const read = (afterId: string | undefined, left: number, offset = 0) =>
    repo.publishedJobsPage(ctx.db, afterId, Math.min(DB_PAGE, left), offset);
  let left = take;
  let pending = left > 0 ? read(undefined, left, skip) : undefined;
  while (pending) {
    const rows = await pending;
    left -= rows.length;
    const last = rows.at(-1);
    pending = last && rows.length === DB_PAGE && left > 0 ? read(last.id, left) : undefined;
    // Handled here too: a reader that stops early leaves it unawaited.
    pending?.catch(() => {});
    for (const r of rows) yield { url: jobPagePath(r.id), lastmod: r.lastmod };
  }
}

/** Careers pages of companies with a published job, by company: `take` of them after the first `skip`. */
async function* careersEntries(ctx: AppContext, skip: number, take: number): AsyncGenerator<Entry> {
  let afterId: string | undefined;
  let seen = 0;
  while (seen < skip + take) {
    const rows = await repo.careersPagesPage(ctx.db, afterId, DB_PAGE);
    for (const r of rows) {
      if (seen >= skip && seen < skip + take) yield { url: careersPath(r.slug), lastmod: new Date(r.lastChange).toISOString() };
      seen += 1;
    }
    afterId = rows.at(-1)?.id;
    if (rows.length < DB_PAGE) return;
  }
}

/** Entries through the XML writer; a failed query destroys the answer rather than leaving it hanging. */
function written(entries: Iterable<unknown> | AsyncIterable<unknown>, writer: Transform): Readable {
  return pipeline(Readable.from(entries), writer, () => {});
}

const files = (count: number, perFile: number) => Math.ceil(count / perFile);

/**
 * The sitemap of a site with nothing published yet (a new installation): a valid urlset with no
 * address. The XML writer refuses to end a stream it wrote nothing to, which answered a 500.
 */
export const EMPTY_URLSET =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n';

/**
 * /sitemap.xml: one urlset of every published job page and careers page while they fit in one
 * file; past that, an index of /sitemaps/jobs-N.xml and /sitemaps/careers-N.xml.
 */
export function sitemapRoot(ctx: AppContext, shape: SitemapShape, perFile = SITEMAP_MAX_URLS): Readable {
  const hostname = ctx.config.publicUrl;
  if (shape.jobs + shape.careersPages === 0) return Readable.from([EMPTY_URLSET]);
  if (shape.jobs + shape.careersPages <= perFile) {
    async function* all() {
      yield* careersEntries(ctx, 0, shape.careersPages);
      yield* jobEntries(ctx, 0, shape.jobs);
    }
    return written(all(), new SitemapStream({ hostname }));
  }
  const lastmod = latest(shape.lastJobChange, shape.lastCompanyChange)?.toISOString();
  const names = [
    ...Array.from({ length: files(shape.careersPages, perFile) }, (_, i) => `careers-${i + 1}`),
    ...Array.from({ length: files(shape.jobs, perFile) }, (_, i) => `jobs-${i + 1}`),
  ];
  return written(
    names.map((n) => ({ url: `${hostname}/sitemaps/${n}.xml`, lastmod })),
    new SitemapIndexStream(),
  );
}

/** One file of the index (`jobs-3`, `careers-1`), or undefined when there is no such file. */
export function sitemapPart(
  ctx: AppContext,
  shape: SitemapShape,
  name: string,
  perFile = SITEMAP_MAX_URLS,
): Readable | undefined {
  const match = /^(jobs|careers)-([1-9][0-9]{0,5})$/.exec(name);
  if (!match) return undefined;
  const index = Number(match[2]) - 1;
  const kind = match[1] as 'jobs' | 'careers';
  const count = kind === 'jobs' ? shape.jobs : shape.careersPages;
  if (shape.jobs + shape.careersPages <= perFile || index >= files(count, perFile)) return undefined;
  const entries = kind === 'jobs' ? jobEntries : careersEntries;
  return written(entries(ctx, index * perFile, perFile), new SitemapStream({ hostname: ctx.config.publicUrl }));
}
