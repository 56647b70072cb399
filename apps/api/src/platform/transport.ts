import type { FastifyServerOptions } from 'fastify';

/** How long the HTTP server waits for slow or idle clients, in milliseconds. */
export type ServerTimeouts = {
  /** From the first byte of a request (or the connection) to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body. */
  requestMs: number;
  /** How often Node looks for connections past the two limits above: a drop can be this late. */
  checkIntervalMs: number;
  /** How long a connection may sit idle between two requests. */
  keepAliveMs: number;
};

/**
 * A client that never finishes its headers is dropped within headersMs + checkIntervalMs = 25 s,
 * and one that never finishes its body within requestMs + checkIntervalMs = 30 s. (Node's
 * defaults, 60 s plus a 30 s check, held such a connection for up to 90 s; Fastify set no limit on
 * the body at all.) 25 s still takes the largest upload (5 MB) over a 1.6 Mbit/s uplink, and a
 * typical 1 MB logo over 0.3 Mbit/s. Only the request is timed: once it has arrived, an answer may
 * take as long as it needs, so the event stream (GET /api/events), a response that never ends, is
 * not cut.
 *
 * Idle connections: behind a load balancer (TRUST_PROXY), the balancer reuses its connections and
 * must always be the side that closes them, or a request it sends just as the API closes fails
 * (502); Fastify's 72 s outlasts the 60 s idle timeout of AWS load balancers and nginx. Browsers
 * talking to the API directly reconnect cheaply, so an idle connection is closed after 10 s.
 */
export function defaultTimeouts(trustProxy: boolean): ServerTimeouts {
  return { headersMs: 20_000, requestMs: 25_000, checkIntervalMs: 5_000, keepAliveMs: trustProxy ? 72_000 : 10_000 };
}

/** Fastify's server options for these limits; Node's own `http` options carry the two Fastify lacks. */
export function serverTimeoutOptions(t: ServerTimeouts): Pick<FastifyServerOptions, 'requestTimeout' | 'keepAliveTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    // requestTimeout here too: Node refuses a headersTimeout above it (Fastify sets its own later).
    http: { headersTimeout: t.headersMs, requestTimeout: t.requestMs, connectionsCheckingInterval: t.checkIntervalMs },
  };
}
