/**
 * Where uploaded files live. Names are content hashes, so a stored file never changes and can be
 * cached for a year by browsers and CDNs.
 */
export type Storage = {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under `name` and answers the public URL of the file. */
  put(name: string, body: Buffer, contentType: string): Promise<string>;
  /** The bytes of a file `put` stored, by the URL it answered; undefined when it is not ours or is gone. */
  read(url: string): Promise<Buffer | undefined>;
  /**
   * Deletes a file `put` stored, by its URL (a candidate's erasure); a URL that is not ours, or a
   * file already gone, is left alone, so deleting twice is harmless.
   */
  remove(url: string): Promise<void>;
};

export const UPLOADS_PATH = '/uploads';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
