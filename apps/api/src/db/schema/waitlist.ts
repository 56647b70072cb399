import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';

/** Users who asked to join the waitlist: one entry per user (joining twice changes nothing). */
export const waitingLists = pgTable(
  'waiting_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('waiting_lists_user_key').on(t.userId), index('waiting_lists_company_idx').on(t.companyId, t.createdAt)],
);
