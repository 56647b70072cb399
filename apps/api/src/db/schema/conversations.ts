import {
  CHAT_PARTIES,
  CHAT_SESSION_STATUSES,
  CHAT_TYPES,
  INTERVIEW_RESPONSES,
  INTERVIEW_STATUSES,
  INTERVIEW_TYPES,
} from '@talentdeck/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { jobApplications } from './applications.js';
import { candidates } from './candidates.js';
import { createdAt, primaryId, requiredRef, updatedAt } from './columns.js';
import { companyJobs } from './jobs.js';

export const interviewTypeEnum = pgEnum('interview_type', INTERVIEW_TYPES);
export const interviewStatusEnum = pgEnum('interview_status', INTERVIEW_STATUSES);
export const interviewResponseEnum = pgEnum('interview_response', INTERVIEW_RESPONSES);
export const chatPartyEnum = pgEnum('chat_party', CHAT_PARTIES);
export const chatTypeEnum = pgEnum('chat_type', CHAT_TYPES);
export const chatSessionStatusEnum = pgEnum('chat_session_status', CHAT_SESSION_STATUSES);

/**
 * An interview of an application: at most one upcoming (live, no outcome yet) per application;
 * after an outcome or a deletion the next round can be scheduled. `date` and `startTime` are the
 * scheduler's wall clock in `timeZone` (its office's, or the zone picked: decision 28);
 * `startsAt` is the same moment as an instant, which every list sorts and filters on. `uid` and
 * `sequence` are the calendar invitation's: every email of the interview names the same UID, and
 * each change raises SEQUENCE so calendars replace the earlier copy.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: primaryId(),
    jobApplicationId: requiredRef('job_application_id', () => jobApplications.id),
    companyId: requiredRef('company_id', () => companies.id),
    candidateId: requiredRef('candidate_id', () => candidates.id),
    companyJobId: requiredRef('company_job_id', () => companyJobs.id),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    interviewType: interviewTypeEnum('interview_type').notNull(),
    location: text('location'),
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    status: interviewStatusEnum('status').notNull().default('new'),
    response: interviewResponseEnum('response'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One upcoming interview per application; an outcome or a deletion leaves room for the next round.
    uniqueIndex('interviews_application_upcoming_key')
      .on(t.jobApplicationId)
      .where(sql`not ${t.isDeleted} and ${t.status} = 'new'`),
    // The company's lists and the overlap check: live interviews by start.
    index('interviews_company_starts_idx').on(t.companyId, t.startsAt).where(sql`not ${t.isDeleted}`),
    index('interviews_job_starts_idx').on(t.companyJobId, t.startsAt).where(sql`not ${t.isDeleted}`),
    index('interviews_candidate_starts_idx').on(t.candidateId, t.startsAt),
  ],
);

/**
 * The conversation of a company with a candidate about one application (one session per
 * application). `lastChatAt` moves with each chat, so the lists read newest activity first from an index.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: primaryId(),
    companyId: requiredRef('company_id', () => companies.id),
    candidateId: requiredRef('candidate_id', () => candidates.id),
    jobApplicationId: requiredRef('job_application_id', () => jobApplications.id),
    status: chatSessionStatusEnum('status').notNull().default('IN-PROGRESS'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    lastChatAt: timestamp('last_chat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_sessions_application_key').on(t.jobApplicationId),
    index('chat_sessions_company_last_idx').on(t.companyId, t.lastChatAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('chat_sessions_candidate_last_idx').on(t.candidateId, t.lastChatAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * One message or card of a session. Each side has its own read flag; the sender's is set when it is
 * written. `companyId` and `candidateId` repeat the session's so the unread counts are read from
 * the partial indexes alone.
 */
export const chats = pgTable(
  'chats',
  {
    id: primaryId(),
    chatSessionId: requiredRef('chat_session_id', () => chatSessions.id, { onDelete: 'cascade' }),
    companyId: requiredRef('company_id', () => companies.id),
    candidateId: requiredRef('candidate_id', () => candidates.id),
    content: text('content').notNull(),
    fromUser: chatPartyEnum('from_user').notNull(),
    toUser: chatPartyEnum('to_user').notNull(),
    fromUserId: requiredRef('from_user_id', () => users.id),
    toUserId: uuid('to_user_id').references(() => users.id),
    chatType: chatTypeEnum('chat_type').notNull().default('CHAT'),
    interviewId: uuid('interview_id').references(() => interviews.id),
    companyRead: boolean('company_read').notNull(),
    candidateRead: boolean('candidate_read').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A conversation's pages, newest first (and `before` a chat).
    index('chats_session_created_idx').on(t.chatSessionId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('chats_company_unread_idx')
      .on(t.companyId, t.chatSessionId)
      .where(sql`${t.toUser} = 'Company' and not ${t.companyRead}`),
    index('chats_candidate_unread_idx')
      .on(t.candidateId, t.chatSessionId)
      .where(sql`${t.toUser} = 'Candidate' and not ${t.candidateRead}`),
  ],
);
