import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResponseSchema } from '@talentdeck/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '#api/platform/auth.js';
import { AppError } from '#api/platform/errors.js';
import { errorResponses } from '#api/platform/openapi.js';
import { uploadImage } from './attachments.service.js';

const oneFile = () => new AppError('ONE_FILE');
const tooLarge = () => new AppError('FILE_TOO_LARGE');

/**
 * Reads exactly one file part named `file`, at most 5 MB. The stream is read to its end so that a
 * second file is seen (and refused) rather than ignored.
 */
async function readOneFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw oneFile();
  let file: Buffer | undefined;
  let files = 0;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      files += 1;
      if (files > 1 || part.fieldname !== 'file') {
        await (part as MultipartFile).toBuffer().catch(() => undefined);
        continue;
      }
      file = await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw oneFile();
    const status = (err as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status < 500) throw err;
    // Only the parser runs here, on bytes held in memory: its errors (no boundary, a part cut
    // short, a malformed header) all mean the body is not the one image it should be.
    throw oneFile();
  }
  if (files !== 1 || !file) throw oneFile();
  if (file.length === 0) throw new AppError('NOT_AN_IMAGE');
  return file;
}

export default async function attachmentsRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 2, fields: 5, parts: 8, fieldSize: 1024, headerPairs: 100 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/attachments/upload',
    {
      onRequest: requireUser,
      bodyLimit: UPLOAD_LIMITS.maxBytes + 64 * 1024,
      schema: {
        operationId: 'uploadImage',
        tags: ['Attachments'],
        summary: 'Upload one image (PNG, JPEG, WebP or GIF; 5 MB at most) as multipart field `file`',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (req) => uploadImage(ctx, await readOneFile(req)),
  );
}
