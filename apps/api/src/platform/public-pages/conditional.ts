import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/** What a public page or file shows, summed up from the database before anything is rendered. */
export type Stamp = { parts: (string | number | Date | null | undefined)[]; lastModified: Date | null };

const asText = (part: Stamp['parts'][number]) => (part instanceof Date ? part.toISOString() : String(part ?? ''));

/** The stamp as a weak entity tag: equal tags, equal data. Also a cache key for what was rendered from it. */
export const entityTag = (stamp: Stamp) =>
  `W/"${createHash('sha256').update(stamp.parts.map(asText).join('\u0000')).digest('base64url').slice(0, 27)}"`;

/**
 * Sets ETag and Last-Modified from the stamp (the stamp changes whenever the data shown does, so
 * an unpublished job never hides behind a cached copy) and answers true, with a 304 sent, when
 * the client's copy is current (If-None-Match, else If-Modified-Since). Clients revalidate each
 * time (no-cache): a 304 costs one small query, not the rendering.
 */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, stamp: Stamp) {
  const etag = entityTag(stamp);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (stamp.lastModified) reply.header('last-modified', stamp.lastModified.toUTCString());
  const headers = { etag, 'last-modified': stamp.lastModified?.toUTCString() };
  if (!fresh(request.headers, headers)) return false;
  reply.status(304).send();
  return true;
}

/** The latest of some instants (Dates or ISO 8601 text), or null when there are none. */
export const latest = (...dates: (Date | string | null | undefined)[]) =>
  dates.reduce<Date | null>((a, v) => {
    const d = typeof v === 'string' ? new Date(v) : v;
    return d && !Number.isNaN(d.getTime()) && (!a || d > a) ? d : a;
  }, null);
