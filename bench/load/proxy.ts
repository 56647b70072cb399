import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The load balancer in front of the API processes, as small as one can be: round-robin per
 * request, no stickiness (so a session or an event must work whichever process answers), answers
 * streamed as they come (an event stream passes event by event), 502 when an upstream cannot be
 * reached. It sets the X-Forwarded-* headers a real proxy sets, which the API trusts with
 * TRUST_PROXY=true, and names the upstream that answered in UPSTREAM_HEADER.
 */

export const UPSTREAM_HEADER = 'x-load-upstream';

export type Upstream = { name: string; port: number };

/** Headers of one connection, never forwarded (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
]);

const endToEnd = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => !HOP_BY_HOP.has(name) && value !== undefined));

export async function startProxy(initial: Upstream[] = []) {
  let upstreams = initial;
  let turn = 0;
  const answered = new Map<string, number>();
  let badGateway = 0;
  // Its own pool to the upstreams: an event stream holds a socket for as long as it is open.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4096 });

  const server = http.createServer((req, res) => {
    const upstream = upstreams[turn++ % Math.max(1, upstreams.length)];
    const fail = () => {
      // The client left first (its close destroyed the upstream request): no one to answer.
      if (res.destroyed) return;
      badGateway += 1;
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json', [UPSTREAM_HEADER]: upstream?.name ?? 'none' });
      res.end(JSON.stringify({ error: { message: 'Bad gateway' } }));
    };
    if (!upstream) return fail();
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const out = http.request({
      host: '127.0.0.1',
      port: upstream.port,
      method: req.method,
      path: req.url,
      agent,
      headers: {
        ...endToEnd(req.headers),
        'x-forwarded-for': forwardedFor,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-proto': 'http',
      },
    });
    out.on('response', (up) => {
      answered.set(upstream.name, (answered.get(upstream.name) ?? 0) + 1);
      res.writeHead(up.statusCode ?? 502, { ...endToEnd(up.headers), [UPSTREAM_HEADER]: upstream.name });
      // Sent now, not with the first chunk: an event stream's client must see that it is open.
      res.flushHeaders();
      up.pipe(res);
      // An upstream that dies mid-answer (kill -9) must cut the client's connection too, or an
      // event stream's client would wait on a stream that will never speak again.
      up.on('close', () => {
        if (!up.complete) res.destroy();
      });
    });
    out.on('error', fail);
    res.on('close', () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  });
  // No idle cut of a long answer (an event stream is silent between heartbeats); idle keep-alive
  // connections are closed by the proxy side first, as docs/OPERATIONS.md asks of a load balancer.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    setUpstreams(next: Upstream[]) {
      upstreams = next;
    },
    /** Answers passed on per upstream, and the 502s the proxy gave itself. */
    stats: () => ({ answered: Object.fromEntries(answered), badGateway }),
    resetStats() {
      answered.clear();
      badGateway = 0;
    },
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LoadBalancer = Awaited<ReturnType<typeof startProxy>>;
