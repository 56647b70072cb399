import type { UploadResponse } from '@talentdeck/shared';
import type { AppContext } from '#api/platform/context.js';
import { processImage } from './image.js';

/** Stores one uploaded image (logo or profile picture) and answers its public URL. */
export async function uploadImage(ctx: AppContext, bytes: Buffer): Promise<UploadResponse> {
  const image = await processImage(bytes);
  const url = await ctx.storage.put(image.name, image.body, image.contentType);
  return { url };
}
