import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt, primaryId, requiredRef } from './columns.js';

/** The development mailbox: messages kept in the database when no SMTP server is configured. */
export const devMails = pgTable(
  'dev_mails',
  {
    id: primaryId(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the message (an interview's .ics), as they went out. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mails_created_idx').on(t.createdAt)],
);

/** Captcha challenges already accepted, so a solved challenge cannot be replayed. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The durable queue used on the embedded database (pg-boss needs a PostgreSQL server).
 * Rows survive restarts; a job is retried with backoff until it succeeds or runs out of tries.
 */
export const queueJobs = pgTable(
  'queue_jobs',
  {
    id: primaryId(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    state: text('state').$type<'created' | 'active' | 'completed' | 'failed'>().notNull().default('created'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    singletonKey: text('singleton_key'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('queue_jobs_due_idx').on(t.state, t.runAfter)],
);

/**
 * The `Idempotency-Key`s of signed-in callers' POSTs (platform/idempotency.ts, decision 35): the
 * first request with a key claims its row (status null while it runs), its answer is kept for a
 * retry with the same key and body to get again. Rows older than a day are expired.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: primaryId(),
    // A key is the caller's own: another user sending the same key is another request.
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /api/…`: a key reused on another call is refused, not answered with that call's answer. */
    request: text('request').notNull(),
    /** HMAC-SHA-256 of the request's validated query and body (keyed with the session secret). */
    requestHash: text('request_hash').notNull(),
    /** The answer's status; null while the first request is still running. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    /** When the key was claimed (its expiry counts from here). */
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Every realtime event published (platform/events, decision 36), kept for the replay window so a
 * stream that reconnects with `Last-Event-ID` gets what it missed, whichever process it lands on.
 * The id is the event's place in one order for all processes (its SSE `id:`); rows older than
 * the window are deleted.
 */
export const serverEvents = pgTable(
  'server_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A company id, or candidateAudience()'s key for a candidate's own events. */
    audience: text('audience').notNull(),
    event: text('event').notNull(),
    data: jsonb('data'),
    /** A member the event is not for (who caused it); no reference, the row outlives nothing. */
    exceptUserId: uuid('except_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('server_events_audience_idx').on(t.audience, t.id), index('server_events_created_idx').on(t.createdAt)],
);
