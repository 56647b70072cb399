import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, requiredRef, updatedAt } from './columns.js';

export const userTypeEnum = pgEnum('user_type', ['Company', 'Candidate', 'Admin']);

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique across all user types. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash'),
    userType: userTypeEnum('user_type').notNull(),
    title: text('title'),
    profilePicture: text('profile_picture'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    fcmToken: text('fcm_token'),
    /**
     * The last sign-in, or the last "keep my data" of a retention notice: a candidate unseen for 36
     * months is erased after a notice (docs/PRIVACY.md).
     */
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export const companies = pgTable(
  'companies',
  {
    id: primaryId(),
    companyName: text('company_name').notNull(),
    /**
     * The careers page address, /careers/{slug}. Inserted empty, the database makes it from the
     * company name, unique with a numeric suffix (trigger companies_slug_default, migration
     * careers_slugs), so every way a company is created gets one.
     */
    slug: text('slug').notNull().default(''),
    phoneNumber: text('phone_number'),
    isAllowed: boolean('is_allowed').notNull().default(false),
    isSignUpProcessCompleted: boolean('is_sign_up_process_completed').notNull().default(false),
    /** How long applicants' data is kept after the job closes or the last activity (RETENTION_MONTHS). */
    retentionMonths: smallint('retention_months').notNull().default(24),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_slug_key').on(t.slug),
    check('companies_retention_months_range', sql`${t.retentionMonths} between 6 and 36`),
  ],
);

/** Membership of a user in a company: the owner, and collaborators who joined by invitation. */
export const companyUsers = pgTable(
  'company_users',
  {
    id: primaryId(),
    companyId: requiredRef('company_id', () => companies.id),
    userId: requiredRef('user_id', () => users.id),
    isOwner: boolean('is_owner').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_users_user_key').on(t.userId), index('company_users_company_idx').on(t.companyId)],
);

/**
 * Collaborator invitations sent per company and UTC day. A counter row rather than a count of
 * invitations: one conditional upsert takes a slot or finds none, so the daily limit holds for
 * concurrent requests and across API processes.
 */
export const companyInvitationCounts = pgTable(
  'company_invitation_counts',
  {
    companyId: requiredRef('company_id', () => companies.id),
    day: date('day').notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/** Opaque session tokens, kept only as SHA-256 hashes so a database leak signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const tokenPurposeEnum = pgEnum('token_purpose', [
  'verify_email',
  'reset_password',
  'reset_password_confirm',
  'change_email',
  'collaborator_invite',
  'keep_data',
]);

/** Single-use secrets sent by email (links and codes), stored hashed with their lifetime. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id),
    purpose: tokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Purpose-specific data, e.g. the new address of an email change. */
    data: jsonb('data').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_tokens_hash_key').on(t.purpose, t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.purpose).where(sql`${t.usedAt} is null`),
  ],
);
