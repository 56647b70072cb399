import { createHmac } from 'node:crypto';
import { IDEMPOTENCY } from '@talentdeck/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from './context.js';
import { AppError } from './errors.js';
import { claimKey, deleteExpiredKeys, findAnswer, releaseKey, storeAnswer } from './idempotency-store.js';

/**
 * `Idempotency-Key` on the API's POSTs, as Stripe has it (decision 35). A proxy's 502 can hide a
 * write that committed; a client that retries with the same key gets the first answer again
 * instead of a second note or message.
 *
 * - The header is optional: without it a request runs as it always has.
 * - Only for signed-in callers: a key is the caller's own (user id + key), and an anonymous caller
 *   has nothing to scope it by (an address is shared behind a NAT and changes on a phone). The
 *   anonymous POSTs are sign-in, the sign-ups, the password and email links (each consumes a
 *   single-use captcha or token, so a retry cannot store twice) and the payment provider's webhook
 *   (which credits a payment once however often it arrives); they ignore the header.
 * - Multipart uploads ignore it too: their body is a stream the handler reads, so it cannot be
 *   compared before the handler runs. An upload retried stores one more unused image, no duplicate
 *   of anything a person sees.
 * - The request counts once it reaches its handler, as at Stripe: a request refused by its guard or
 *   its validation claims no key, and the same key may be sent again with a corrected body.
 * - 2xx and 4xx answers are kept (status, content type, body) and replayed with
 *   `Idempotent-Replayed: true`; a 5xx is not, so the retry runs for real. An answer that sets a
 *   cookie is not kept either: the cookie would not be replayed, and a session token in a body
 *   must not sit in a table in clear.
 */

/** 1 to 255 printable ASCII characters (a UUID, or any client's own scheme). */
const KEY_PATTERN = new RegExp(`^[\\x20-\\x7e]{1,${IDEMPOTENCY.keyMaxLength}}$`);
const KEY_HEADER = IDEMPOTENCY.keyHeader.toLowerCase();
/** How often a process deletes the expired keys of every user (expired ones are also taken over on use). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed, until its answer is stored or the claim released. */
    idempotencyClaim?: string;
  }
}

/** Registered once on the /api scope by app.ts, before the modules' routes. */
export function registerIdempotency(api: FastifyInstance, ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db } = ctx;
  let lastSweep = 0;

  // preHandler: after the route's guard (onRequest) set the caller and the body was validated.
  api.addHook('preHandler', async (request, reply) => {
    const key = request.headers[KEY_HEADER];
    const userId = request.principal?.userId;
    if (request.method !== 'POST' || key === undefined || !userId || isMultipart(request)) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');

    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await deleteExpiredKeys(db);
    }
    const claim = { userId, key, request: `POST ${request.url.split('?')[0]}`, requestHash: hashRequest(ctx, request) };
    // Twice at most: the row seen conflicting may be released (its request failed) before it is read.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const claimed = await claimKey(db, claim);
      if (claimed) {
        request.idempotencyClaim = claimed;
        return;
      }
      const stored = await findAnswer(db, userId, key);
      if (!stored) continue;
      if (stored.request !== claim.request || stored.requestHash !== claim.requestHash) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED');
      }
      if (stored.status === null) throw new AppError('IDEMPOTENCY_KEY_IN_USE');
      return replay(reply, { ...stored, status: stored.status });
    }
    throw new AppError('IDEMPOTENCY_KEY_IN_USE');
  });

  // onSend: the answer as it goes out (errors included, as the error handler wrote them).
  api.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (!id) return payload;
    request.idempotencyClaim = undefined;
    const header = reply.getHeader('content-type');
    const contentType = typeof header === 'string' ? header : null;
    const body = payload === null || payload === undefined ? null : textOf(payload, contentType);
    const keep = reply.statusCode < 500 && body !== undefined && !reply.hasHeader('set-cookie');
    try {
      if (keep) {
        await storeAnswer(db, id, { status: reply.statusCode, contentType, body });
      } else {
        await releaseKey(db, id);
      }
    } catch (err) {
      // The answer still goes out; the claim is left to be taken over once abandoned (idempotency-store.ts).
      request.log.warn({ err }, 'idempotency key not stored');
    }
    return payload;
  });

  // A request that ended without an answer passing onSend (the client went away) frees its key.
  api.addHook('onResponse', async (request) => {
    const id = request.idempotencyClaim;
    if (!id) return;
    request.idempotencyClaim = undefined;
    await releaseKey(db, id).catch((err) => request.log.warn({ err }, 'idempotency key not released'));
  });
}

function replay(reply: FastifyReply, stored: { status: number; contentType: string | null; body: string | null }) {
  reply.status(stored.status).header(IDEMPOTENCY.replayedHeader, 'true');
  if (stored.contentType) reply.type(stored.contentType);
  return reply.send(stored.body ?? undefined);
}

/**
 * The request as validated (query and body), keyed with the server's secret: the body of a password
 * change must not be kept in a form that can be guessed back from the table.
 */
function hashRequest(ctx: Pick<AppContext, 'config'>, request: FastifyRequest) {
  return createHmac('sha256', ctx.config.sessionSecret)
    .update(JSON.stringify({ query: request.query ?? null, body: request.body ?? null }))
    .digest('base64url');
}

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** The answer as text, or undefined when it is a stream or binary (not kept: the column is text). */
function textOf(payload: unknown, contentType: string | null): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload) && /json|^text\//i.test(contentType ?? '')) return payload.toString('utf8');
  return undefined;
}
