import { z } from 'zod';
import { filterQuerySchema, text } from './common.js';

/** One company as the platform administrators see it: owner, waitlist state, approval. */
export const adminCompanySchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  isAllowed: z.boolean(),
  isSignUpProcessCompleted: z.boolean(),
  createdAt: z.string(),
  /** When the company was first approved; null until then (the free job posting is granted once). */
  firstApprovedAt: z.string().nullable(),
  owner: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  /** When the company's first user joined the waitlist; null if nobody has. */
  waitlistJoinedAt: z.string().nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const ADMIN_SEARCH_MAX = 200;

/** GET /api/admin/companies: `filter` (where.isAllowed, order, limit, offset) and a free-text search. */
export const adminCompaniesQuerySchema = filterQuerySchema.extend({
  search: text().trim().max(ADMIN_SEARCH_MAX).optional(),
});
export type AdminCompaniesQuery = z.infer<typeof adminCompaniesQuerySchema>;

export const adminCompaniesResponseSchema = z.array(adminCompanySchema);

/** PATCH /api/admin/companies/{id} */
export const updateAdminCompanyRequestSchema = z.strictObject({ isAllowed: z.boolean() });
export type UpdateAdminCompanyRequest = z.infer<typeof updateAdminCompanyRequestSchema>;
