import { NOTIFICATION_TYPES } from '@talentdeck/shared';
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { createdAt, primaryId, requiredRef } from './columns.js';

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

/** Notifications of a company, shown to every member in the bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    companyId: requiredRef('company_id', () => companies.id),
    notificationType: notificationTypeEnum('notification_type').notNull(),
    content: text('content').notNull(),
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The member whose own action the notification reports (a note's writer): it is for the other
     * members only, so it is left out of this member's bell, unread count and event stream.
     */
    authorUserId: uuid('author_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_company_created_idx').on(t.companyId, t.createdAt.desc())],
);

/** The read flag per member: a row means that user has read (opened the bell over) the notification. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: requiredRef('notification_id', () => notifications.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_reads_user_idx').on(t.userId)],
);
