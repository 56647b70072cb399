import { doublePrecision, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';
import { primaryId, requiredRef, updatedAt } from './columns.js';

/**
 * The employer profile of a company (one row per company, created by the first save). The account
 * itself (name, phone, approval, sign-up state) stays in `companies`, owned by the accounts module.
 */
export const companyProfiles = pgTable('company_profiles', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  about: text('about'),
  companyLogo: text('company_logo'),
  website: text('website'),
  facebookProfile: text('facebook_profile'),
  instagramProfile: text('instagram_profile'),
  twitterProfile: text('twitter_profile'),
  linkedinProfile: text('linkedin_profile'),
  noOfEmployees: text('no_of_employees').notNull().default('1-5'),
  companyBenefits: text('company_benefits').notNull().default('No Benefit'),
  /** The year the company was established. */
  companyAge: smallint('company_age'),
  /**
   * The company's clock (an IANA name) as chosen on the business profile; null follows the first
   * office's city, else UTC (companies.service's effectiveTimeZone).
   */
  timeZone: text('time_zone'),
  updatedAt: updatedAt(),
});

/** Up to five offices per company, in the order the form lists them. */
export const companyOffices = pgTable(
  'company_offices',
  {
    id: primaryId(),
    companyId: requiredRef('company_id', () => companies.id),
    position: integer('position').notNull(),
    office: text('office').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat'),
    long: doublePrecision('long'),
  },
  (t) => [index('company_offices_company_idx').on(t.companyId, t.position)],
);

/**
 * A company's former careers page addresses: each answers 301 to the current one, and no other
 * company may take it, so links shared before a rename keep working.
 */
export const companySlugRedirects = pgTable(
  'company_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    companyId: requiredRef('company_id', () => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_slug_redirects_company_idx').on(t.companyId)],
);
