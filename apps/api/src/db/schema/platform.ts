import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';

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
