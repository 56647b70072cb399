import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';

/**
 * The first approval of each company by a platform administrator. The row exists once per company,
 * so the benefits of a first approval (the free job posting) are granted exactly once, however
 * often access is later revoked and given back.
 */
export const companyApprovals = pgTable('company_approvals', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }).notNull().defaultNow(),
  approvedBy: uuid('approved_by').references(() => users.id),
});
