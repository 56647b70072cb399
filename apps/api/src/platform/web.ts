import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The pages the web build rendered in advance (apps/web/scripts/prerender.ts), by path: `pages/signin.html`
 * is `/signin`, `pages/index.html` is `/`. Each paints before any script runs, so it is sent instead of the
 * empty index.html for exactly that path.
 */
function prerenderedPages(webDist: string) {
  const folder = path.join(webDist, 'pages');
  if (!existsSync(folder)) return new Map<string, string>();
  const files = readdirSync(folder).filter((name) => name.endsWith('.html'));
  return new Map(files.map((name) => [name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`, `pages/${name}`]));
}

/**
 * In production the API process also serves the built web app: pre-compressed brotli/gzip files,
 * hashed assets cached for a year, and index.html (never cached) for every client route, or the
 * route's prerendered page where the build wrote one.
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
  const prerendered = prerenderedPages(webDist);
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const pathname = request.url.split('?')[0] ?? '';
    return reply.sendFile(prerendered.get(pathname) ?? 'index.html');
  };
  // The static handler's wildcard would take '/' for the folder itself and refuse it (403) to a
  // client that accepts no compressed file; the sign-up page is the app like any other page.
  app.get('/', { schema: { hide: true } }, sendApp);
  return sendApp;
}

/**
 * A request the single-page app should answer: a GET (or HEAD) for a page, not for the API, the
 * mailbox, an upload or a file, whatever the client accepts: curl, monitors and link-preview
 * fetchers accept any type or send no Accept header, and must get the page a browser gets.
 */
export const isClientRoute = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  return (
    !pathname.startsWith('/api/') && !pathname.startsWith('/dev/') && !pathname.startsWith('/uploads/') && !path.extname(pathname)
  );
};
