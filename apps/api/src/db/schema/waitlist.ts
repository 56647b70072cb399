import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { createdAt, primaryId, requiredRef } from './columns.js';

/** Users who asked to join the waitlist: one entry per user (joining twice changes nothing). */
export const waitingLists = pgTable(
  'waiting_lists',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id),
    companyId: requiredRef('company_id', () => companies.id),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('waiting_lists_user_key').on(t.userId), index('waiting_lists_company_idx').on(t.companyId, t.createdAt)],
);
