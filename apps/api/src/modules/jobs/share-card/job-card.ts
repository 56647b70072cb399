import { createHash } from 'node:crypto';
import { placeText, salaryText } from '@talentdeck/shared';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { AppContext } from '#api/platform/context.js';
import { findPublicJob } from '../jobs.service.js';

export type JobCard = { png: Buffer; etag: string };

/**
 * Rendered cards, by what they show: the job's updated_at, the company's name and the logo's address (uploads are
 * content-addressed, so a new logo is a new address). An edit or a new logo makes a new key, and
 * the stale card ages out. About 40 KB a card: 200 cards stay under ~10 MB.
 */
const cards = new LRUCache<string, JobCard>({ max: 200 });
/** One render per key at a time: a burst of crawlers after a share waits for the same render. */
const pending = new Map<string, Promise<JobCard>>();

/** The logo as a small PNG data URL (satori embeds it; uploads are WebP), or undefined without one. */
async function logoDataUrl(ctx: AppContext, logo: string | null) {
  const bytes = logo ? await ctx.storage.read(logo) : undefined;
  if (!bytes) return undefined;
  try {
    const png = await sharp(bytes).resize(240, 240, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return undefined;
  }
}

/** The ETag a card of this key has: known before rendering, so a revalidation costs no render. */
export const cardEtag = (key: string) => `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;

/**
 * A published job's card and its ETag; undefined for any job that is not published. `ifNoneMatch`
 * short-cuts to the ETag alone (png empty) when the client already has this card.
 */
export async function jobCard(ctx: AppContext, jobId: string, ifNoneMatch?: string): Promise<JobCard | undefined> {
  const job = await findPublicJob(ctx, jobId);
  if (!job) return undefined;
  const logo = job.company?.companyLogo ?? null;
  const key = `${job.id}|${job.updatedAt}|${job.company?.companyName ?? ''}|${logo ?? ''}`;
  const etag = cardEtag(key);
  if (ifNoneMatch === etag) return { png: Buffer.alloc(0), etag };
  const cached = cards.get(key);
  if (cached) return cached;
  let render = pending.get(key);
  if (!render) {
    render = (async () => {
      // Loaded on the first card: the renderer and its fonts are tens of megabytes the API needs only here.
      const { renderCard } = await import('./card-render.js');
      const png = await renderCard({
        title: job.jobTitle ?? '',
        company: job.company?.companyName ?? '',
        place: placeText(job),
        workType: job.workType ?? '',
        salary: salaryText(job),
        logo: await logoDataUrl(ctx, logo),
      });
      const card = { png, etag };
      cards.set(key, card);
      return card;
    })().finally(() => pending.delete(key));
    pending.set(key, render);
  }
  return render;
}
