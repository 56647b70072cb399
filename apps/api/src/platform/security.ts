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

/**
 * Helmet's headers, computed once. Helmet rebuilds them for every response, which halved the
 * throughput of small API answers; the headers never vary, so they are captured at start-up.
 */
function computeHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy },
    // Emails and shared job links are opened from other sites; embedding policy would only break previews.
    crossOriginEmbedderPolicy: false,
  });
  middleware({} as never, res as never, () => {});
  return headers;
}

/** Adds the security headers and the request id to every answer. */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = computeHeaders();
  // One hook for every fixed header and the request id, set before anything can answer.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
  });
}
