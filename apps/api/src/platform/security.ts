import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer. The web app is built to live within it: no inline
 * scripts, no third-party origins. Inline styles stay allowed because Ant Design injects its CSS at
 * run time; workers from blob: are the captcha's proof-of-work.
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/** Third-party origins the configuration brings in: S3 images, Stripe's card fields. */
export type ExtraOrigins = Partial<Record<'imgSrc' | 'scriptSrc' | 'frameSrc' | 'connectSrc', string[]>>;

/**
 * Runs helmet once against a fake response and keeps the headers it sets. Helmet rebuilds them for
 * every response, which halved the throughput of small API answers; they never vary, so they are
 * captured at start-up.
 */
function captureHelmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

/** The pages' headers: the web app's CSP and helmet's defaults. */
function pageHeaders(extra: ExtraOrigins) {
  return captureHelmetHeaders({
    contentSecurityPolicy: {
      directives: {
        ...contentSecurityPolicy,
        imgSrc: [...contentSecurityPolicy.imgSrc, ...(extra.imgSrc ?? [])],
        scriptSrc: [...contentSecurityPolicy.scriptSrc, ...(extra.scriptSrc ?? [])],
        connectSrc: [...contentSecurityPolicy.connectSrc, ...(extra.connectSrc ?? [])],
        ...(extra.frameSrc?.length ? { frameSrc: extra.frameSrc } : {}),
      },
    },
    // Emails and shared job links are opened from other sites; embedding policy would only break previews.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The API's headers, as OWASP advises for REST answers: nothing in a JSON answer may run, be
 * framed, be sniffed as another type, or be read by another site; answers carry private data, so
 * no cache keeps them unless a route says otherwise. The page-only headers (the page CSP's
 * directives, DNS prefetch, download options, XSS auditor, agent clusters) mean nothing here and
 * were two thirds of every small answer's bytes.
 */
function apiHeaders() {
  return {
    ...captureHelmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    'cache-control': 'no-store',
  };
}

/** The API's JSON answers; the API browser at /api/docs is a page. */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Adds the security headers and the request id to every answer. */
export function registerSecurityHeaders(app: FastifyInstance, extraOrigins: ExtraOrigins = {}) {
  const forPages = pageHeaders(extraOrigins);
  const forApi = apiHeaders();
  // One hook for every fixed header and the request id, set before anything can answer. Callback
  // style: no promise per request on the hottest path of the server.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? forApi : forPages);
    reply.header('x-request-id', request.id);
    done();
  });
}
