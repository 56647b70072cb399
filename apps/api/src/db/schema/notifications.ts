import { NOTIFICATION_TYPES } from '@talentdeck/shared';
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';

export const notificationTypeEnum = pgEnum('notification_type', NOTIFICATION_TYPES);

/** Notifications of a company, shown to every member in the bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    notificationType: notificationTypeEnum('notification_type').notNull(),
    content: text('content').notNull(),
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_company_created_idx').on(t.companyId, t.createdAt.desc())],
);

/** The read flag per member: a row means that user has read (opened the bell over) the notification. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] }), index('notification_reads_user_idx').on(t.userId)],
);
