import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * In production the API process also serves the built web app: pre-compressed brotli/gzip files,
 * hashed assets cached for a year, and index.html (never cached) for every client route.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'the web app is not built; run `npm run build`');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    preCompressed: true,
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
}

/** A request the single-page app should answer: a GET for a page, not for the API or a file. */
export const isClientRoute = (request: FastifyRequest) =>
  request.method === 'GET' &&
  !request.url.startsWith('/api/') &&
  !request.url.startsWith('/dev/') &&
  !path.extname(request.url.split('?')[0] ?? '') &&
  (request.headers.accept ?? '').includes('text/html');
