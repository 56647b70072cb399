import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Options } from '#api/config.js';
import { IMMUTABLE_CACHE, type Storage } from './storage.js';

/** Any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, ...). */
export function createS3Storage(opts: S3Options): Storage {
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    // Path-style addressing works with every S3-compatible server; AWS accepts it too.
    forcePathStyle: Boolean(opts.endpoint),
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
  });
  const prefix = opts.prefix ?? 'uploads/';
  const base = `${opts.publicUrl.replace(/\/$/, '')}/`;
  return {
    kind: 's3',
    async put(name, body, contentType) {
      const key = `${prefix}${name}`;
      await client.send(
        new PutObjectCommand({
          Bucket: opts.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
      return `${base}${key}`;
    },
    async read(url) {
      if (!url.startsWith(`${base}${prefix}`)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: opts.bucket, Key: url.slice(base.length) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      } catch {
        return undefined;
      }
    },
    async remove(url) {
      if (!url.startsWith(`${base}${prefix}`)) return;
      // S3 answers a missing key with success: deleting twice is harmless.
      await client.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: url.slice(base.length) }));
    },
  };
}
