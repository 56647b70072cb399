import { z } from 'zod';

/** Uploads (logos and profile pictures): one image, re-encoded and fitted within 512x512. */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxSidePx: 512,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
} as const;

export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
