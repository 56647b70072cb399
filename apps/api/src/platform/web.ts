import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchWebAppRoute, SERVER_RENDERED_ROUTES } from '@talentdeck/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readNotFoundPage } from './public-pages/not-found.js';

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
 * hashed assets cached for a year, and index.html (never cached) for every route of the app
 * (WEB_APP_ROUTES), or the route's prerendered page where the build wrote one. Any other address
 * gets the same index.html marked noindex with 404, so the app still shows its not-found page and
 * no crawler indexes it as a page; so does an address of a page the server renders itself (a job
 * page) that its own route did not take.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'the web app is not built; run `npm run build`');
    return undefined;
  }
  // A page's address never reaches the file server's wildcard: it looks for no file of the build,
  // and would refuse another spelling of the path ('//', '/./') with 403 rather than let the app
  // (or its not-found page) answer it.
  app.addHook('onRoute', (route) => {
    if (route.url !== '/*') return;
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      (request, reply, done) => (isClientRoute(request) ? reply.callNotFound() : done()),
    ];
  });
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
  const notFoundPage = await readNotFoundPage(webDist);
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    const pathname = pathOf(request);
    const route = matchWebAppRoute(pathname);
    if (!route || SERVER_RENDERED_ROUTES.includes(route)) {
      return reply.status(404).header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(notFoundPage);
    }
    return reply.sendFile(prerendered.get(pathname) ?? 'index.html');
  };
  // The static handler's wildcard would take '/' for the folder itself and refuse it (403) to a
  // client that accepts no compressed file; the sign-up page is the app like any other page.
  app.get('/', { schema: { hide: true } }, sendApp);
  return sendApp;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/**
 * A request the single-page app should answer (with a page, or its not-found page): a GET (or HEAD)
 * for a page, not for the API, the mailbox, an upload or a missing file, whatever the client
 * accepts: curl, monitors and link-preview fetchers accept any type or send no Accept header, and
 * must get the page a browser gets. A route of the app is a page even with a dot in a parameter.
 */
export const isClientRoute = (request: FastifyRequest) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathOf(request);
  if (pathname.startsWith('/api/') || pathname.startsWith('/dev/') || pathname.startsWith('/uploads/')) return false;
  return !path.extname(pathname) || matchWebAppRoute(pathname) !== undefined;
};
