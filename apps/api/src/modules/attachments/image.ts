import { createHash } from 'node:crypto';
import { UPLOAD_LIMITS } from '@talentdeck/shared';
import sharp from 'sharp';
import { AppError } from '#api/platform/errors.js';

type ImageKind = 'png' | 'jpeg' | 'webp' | 'gif';

/** The image format by its first bytes (its "magic number"), whatever the file is called. */
export function detectImageKind(head: Buffer): ImageKind | undefined {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 6 && /^GIF8[79]a$/.test(head.subarray(0, 6).toString('latin1'))) return 'gif';
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** Pixels a decoded upload may have: enough for a 40-megapixel photo, not for a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded image: only the pixels survive (no metadata, no hidden payload), turned
 * upright by its EXIF orientation and fitted within 512x512, as WebP. Answers the bytes and a
 * content-hashed file name.
 */
export async function processImage(input: Buffer): Promise<{ body: Buffer; name: string; contentType: string }> {
  if (!detectImageKind(input)) throw new AppError('NOT_AN_IMAGE');
  let body: Buffer;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.width || !meta.height || !['png', 'jpeg', 'webp', 'gif'].includes(meta.format ?? '')) {
      throw new AppError('NOT_AN_IMAGE');
    }
    body = await image
      .rotate()
      .resize({ width: UPLOAD_LIMITS.maxSidePx, height: UPLOAD_LIMITS.maxSidePx, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Right magic bytes but not a decodable image (truncated, corrupt, too many pixels).
    throw new AppError('NOT_AN_IMAGE');
  }
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 32);
  return { body, name: `${hash}.webp`, contentType: 'image/webp' };
}
