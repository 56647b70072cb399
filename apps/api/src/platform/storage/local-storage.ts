import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE, type Storage, UPLOADS_PATH } from './storage.js';

/** Files on the local disk (DATA_DIR/uploads by default), served by this process at /uploads/. */
export function createLocalStorage(dir: string): Storage & { dir: string } {
  return {
    kind: 'local',
    dir,
    async put(name, body) {
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, path.basename(name));
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        // Written aside then renamed, so a reader never sees half a file.
        const partial = `${target}.${process.pid}.${Date.now()}.part`;
        await writeFile(partial, body);
        await rename(partial, target);
      }
      return `${UPLOADS_PATH}/${path.basename(name)}`;
    },
    async read(url) {
      if (!url.startsWith(`${UPLOADS_PATH}/`)) return undefined;
      // The base name only: a stored URL can never point outside the uploads folder.
      return readFile(path.join(dir, path.basename(url))).catch(() => undefined);
    },
    async remove(url) {
      if (!url.startsWith(`${UPLOADS_PATH}/`)) return;
      await rm(path.join(dir, path.basename(url)), { force: true });
    },
  };
}

export async function serveLocalUploads(app: FastifyInstance, dir: string) {
  await mkdir(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: `${UPLOADS_PATH}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('cache-control', IMMUTABLE_CACHE);
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
