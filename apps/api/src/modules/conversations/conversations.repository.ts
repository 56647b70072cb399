import { ERASURE } from '@talentdeck/shared';
import { and, asc, desc, eq, gte, inArray, lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.js';
import {
  candidates,
  chatSessions,
  chats,
  companies,
  companyJobs,
  companyOffices,
  companyUsers,
  interviews,
  jobApplications,
  users,
} from '#api/db/schema/index.js';
import { perDatabase } from '#api/platform/batch.js';

export type ChatRow = typeof chats.$inferSelect;
export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;

/**
 * Joins an application's parties to a query that reads `job_applications`: the candidate and their
 * user, the job and the company. Sessions and interviews reach them through their application.
 */
/**
 * An application whose candidate erased their account, or which the retention job anonymised
 * (docs/decisions/0041): every read names "Erased candidate" and shows nothing else of them.
 */
const candidateErased = sql<boolean>`(${candidates.erasedAt} is not null or ${jobApplications.anonymisedAt} is not null)`;
const unlessErased = <T>(column: SQL.Aliased<T> | typeof candidates.title | typeof candidates.profilePicture) =>
  sql<T | null>`case when ${candidateErased} then null else ${column} end`;
const candidateNameRead = sql<string>`case when ${candidateErased} then ${ERASURE.candidateName} else ${users.name} end`;

function withApplicationParties<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(candidates, eq(candidates.id, jobApplications.candidateId))
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(companyJobs, eq(companyJobs.id, jobApplications.companyJobId))
    .innerJoin(companies, eq(companies.id, jobApplications.companyId));
}

/** An application with what a conversation or an interview names: candidate, user, job and company. */
export async function findApplicationParties(db: Db, applicationId: string) {
  const fields = {
    id: jobApplications.id,
    companyId: jobApplications.companyId,
    candidateId: jobApplications.candidateId,
    companyJobId: jobApplications.companyJobId,
    applicationStatus: jobApplications.applicationStatus,
    candidateUserId: candidates.userId,
    candidateName: candidateNameRead,
    candidateEmail: users.email,
    candidateLocation: candidates.location,
    jobTitle: companyJobs.jobTitle,
    isJobDeleted: companyJobs.isJobDeleted,
    companyName: companies.companyName,
    anonymisedAt: jobApplications.anonymisedAt,
  };
  const [row] = await withApplicationParties(db.select(fields).from(jobApplications).$dynamic())
    .where(eq(jobApplications.id, applicationId))
    .limit(1);
  return row;
}
export type ApplicationParties = NonNullable<Awaited<ReturnType<typeof findApplicationParties>>>;

/** The company's owner: the member a candidate's message is addressed to. */
export async function findCompanyOwnerUserId(db: Db, companyId: string) {
  const [row] = await db
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.isOwner, true), eq(companyUsers.isDeleted, false)))
    .limit(1);
  return row?.userId ?? null;
}

// --- Sessions -----------------------------------------------------------------------------------

/** The session of an application, created when there is none (one per application, also between two requests). */
export async function ensureSession(
  db: Db,
  values: { companyId: string; candidateId: string; jobApplicationId: string; startDate?: Date },
) {
  const [created] = await db.insert(chatSessions).values(values).onConflictDoNothing().returning();
  if (created) return { session: created, created: true };
  const [existing] = await db.select().from(chatSessions).where(eq(chatSessions.jobApplicationId, values.jobApplicationId));
  if (!existing) throw new Error('chat session vanished');
  return { session: existing, created: false };
}

export async function findSession(db: Db, id: string) {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
  return row;
}

const sessionWithParties = {
  session: chatSessions,
  candidateUserId: candidates.userId,
  candidatePicture: unlessErased<string>(candidates.profilePicture),
  candidateName: candidateNameRead,
  candidateErased,
  applicationStatus: jobApplications.applicationStatus,
  companyJobId: jobApplications.companyJobId,
  jobTitle: companyJobs.jobTitle,
  companyName: companies.companyName,
};

/** Sessions with their candidate, job and company, latest activity first. */
const sessionsWith = (db: Db, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) =>
  withApplicationParties(
    db
      .select(sessionWithParties)
      .from(chatSessions)
      .innerJoin(jobApplications, eq(jobApplications.id, chatSessions.jobApplicationId))
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(chatSessions.lastChatAt), desc(chatSessions.id))
    .limit(limit)
    .offset(offset);

/** Sessions with their candidate, application, job and company, latest activity first. */
export const findSessions = (db: Db, where: SQL | undefined, limit: number, offset = 0) => sessionsWith(db, where, limit, offset);
export type SessionListRow = Awaited<ReturnType<typeof findSessions>>[number];

/**
 * The dashboard's latest threads of a company, prepared: planning the six-table join cost more than
 * running it, on every dashboard load.
 */
const companyThreadsStatement = perDatabase((db: Db) =>
  sessionsWith(db, eq(chatSessions.companyId, sql.placeholder('companyId')), sql.placeholder('limit'), 0).prepare(
    'dashboard_chat_threads',
  ),
);

export const findCompanyThreads = (db: Db, companyId: string, limit: number): Promise<SessionListRow[]> =>
  companyThreadsStatement(db).execute({ companyId, limit });

/** The latest chat of each session. */
export async function findLatestChats(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return [];
  return db
    .selectDistinctOn([chats.chatSessionId])
    .from(chats)
    .where(inArray(chats.chatSessionId, sessionIds))
    .orderBy(chats.chatSessionId, desc(chats.createdAt), desc(chats.id));
}

/** Unread chats per session, for one side: addressed to it and not read by it (the partial indexes). */
export async function unreadBySession(db: Db, side: 'Company' | 'Candidate', sessionIds: string[]) {
  if (sessionIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: chats.chatSessionId, n: sql<number>`count(*)::int` })
    .from(chats)
    .where(and(inArray(chats.chatSessionId, sessionIds), unreadFor(side)))
    .groupBy(chats.chatSessionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

const unreadFor = (side: 'Company' | 'Candidate') =>
  side === 'Company'
    ? and(eq(chats.toUser, 'Company'), eq(chats.companyRead, false))
    : and(eq(chats.toUser, 'Candidate'), eq(chats.candidateRead, false));

/** How many of the company's sessions hold a chat it has not read (the unread chat badge). */
export async function countUnreadSessionsOfCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${chats.chatSessionId})::int` })
    .from(chats)
    .where(and(eq(chats.companyId, companyId), unreadFor('Company')));
  return Number(row?.n ?? 0);
}

export async function countUnreadSessionsOfCandidate(db: Db, candidateId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${chats.chatSessionId})::int` })
    .from(chats)
    .where(and(eq(chats.candidateId, candidateId), unreadFor('Candidate')));
  return Number(row?.n ?? 0);
}

/** Marks every chat of the session read for one side; answers how many changed. */
export async function markSessionRead(db: Db, sessionId: string, side: 'Company' | 'Candidate') {
  const rows = await db
    .update(chats)
    .set(side === 'Company' ? { companyRead: true } : { candidateRead: true })
    .where(and(eq(chats.chatSessionId, sessionId), unreadFor(side)))
    .returning({ id: chats.id });
  return rows.length;
}

// --- Chats --------------------------------------------------------------------------------------

export async function insertChat(db: Db, values: typeof chats.$inferInsert) {
  const [row] = await db.insert(chats).values(values).returning();
  if (!row) throw new Error('chat not stored');
  await db.update(chatSessions).set({ lastChatAt: row.createdAt }).where(eq(chatSessions.id, row.chatSessionId));
  return row;
}

export async function findChat(db: Db, id: string) {
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  return row;
}

/** One page of a session's chats, newest first: the `limit` newest, or those older than `before`. */
export async function findChatsPage(db: Db, sessionId: string, limit: number, before?: { createdAt: Date; id: string }) {
  const older = before
    ? sql`(${chats.createdAt}, ${chats.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(chats)
    .where(and(eq(chats.chatSessionId, sessionId), older))
    .orderBy(desc(chats.createdAt), desc(chats.id))
    .limit(limit);
}

// --- Interviews ---------------------------------------------------------------------------------

export async function insertInterview(db: Db, values: typeof interviews.$inferInsert) {
  const [row] = await db.insert(interviews).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findInterview(db: Db, id: string) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).limit(1);
  return row;
}

export async function updateInterview(db: Db, id: string, values: Partial<typeof interviews.$inferInsert>) {
  const [row] = await db
    .update(interviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(interviews.id, id))
    .returning();
  return row;
}

export async function findInterviewsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(interviews)
    .where(and(inArray(interviews.id, ids), eq(interviews.isDeleted, false)));
}

/** The live interview of each application. */
export async function findLiveInterviewsOfApplications(db: Db, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select()
    .from(interviews)
    .where(and(inArray(interviews.jobApplicationId, applicationIds), eq(interviews.isDeleted, false)));
}

/** The company's live interviews that overlap [start, end), but `exceptId`. */
export async function findOverlapping(db: Db, companyId: string, start: Date, end: Date, exceptId?: string) {
  return db
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        eq(interviews.companyId, companyId),
        eq(interviews.isDeleted, false),
        lt(interviews.startsAt, end),
        sql`${interviews.startsAt} + make_interval(mins => ${interviews.durationMinutes}) > ${start.toISOString()}::timestamptz`,
        exceptId ? sql`${interviews.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(10);
}

/** Live interviews with their candidate and job, soonest first. */
const interviewWithParties = {
  interview: interviews,
  applicationStatus: jobApplications.applicationStatus,
  candidateUserId: candidates.userId,
  candidatePicture: unlessErased<string>(candidates.profilePicture),
  candidateTitle: unlessErased<string>(candidates.title),
  candidateName: candidateNameRead,
  candidateErased,
  jobTitle: companyJobs.jobTitle,
  companyName: companies.companyName,
};

/** Interviews with their application's status, candidate, job and company, soonest first. */
const interviewsWithParties = (db: Db, where: SQL | undefined, limit: number | Placeholder) =>
  withApplicationParties(
    db
      .select(interviewWithParties)
      .from(interviews)
      .innerJoin(jobApplications, eq(jobApplications.id, interviews.jobApplicationId))
      .$dynamic(),
  )
    .where(where)
    .orderBy(asc(interviews.startsAt), asc(interviews.id))
    .limit(limit);

export async function findInterviewsWithParties(
  db: Db,
  where: { companyId?: string; candidateId?: string; companyJobId?: string; from?: Date; to?: Date; id?: string },
  limit = 500,
) {
  return interviewsWithParties(
    db,
    and(
      where.id ? eq(interviews.id, where.id) : eq(interviews.isDeleted, false),
      where.companyId ? eq(interviews.companyId, where.companyId) : undefined,
      where.candidateId ? eq(interviews.candidateId, where.candidateId) : undefined,
      where.companyJobId ? eq(interviews.companyJobId, where.companyJobId) : undefined,
      where.from ? gte(interviews.startsAt, where.from) : undefined,
      where.to ? lt(interviews.startsAt, where.to) : undefined,
    ),
    limit,
  );
}
export type InterviewListRow = Awaited<ReturnType<typeof findInterviewsWithParties>>[number];

/**
 * The dashboard's upcoming interviews (a company's, or one job's, in a period) as prepared
 * statements: planning the six-table join cost more than running it, on every dashboard load.
 */
const dashboardInterviewStatements = perDatabase((db: Db) => {
  const period = and(
    eq(interviews.isDeleted, false),
    eq(interviews.companyId, sql.placeholder('companyId')),
    gte(interviews.startsAt, sql.placeholder('from')),
    lt(interviews.startsAt, sql.placeholder('to')),
  );
  const ofJob = and(period, eq(interviews.companyJobId, sql.placeholder('companyJobId')));
  return {
    company: interviewsWithParties(db, period, sql.placeholder('limit')).prepare('dashboard_interviews'),
    job: interviewsWithParties(db, ofJob, sql.placeholder('limit')).prepare('dashboard_interviews_job'),
  };
});

export function findUpcomingInterviews(
  db: Db,
  where: { companyId: string; companyJobId?: string; from: Date; to: Date },
  limit = 500,
): Promise<InterviewListRow[]> {
  const statements = dashboardInterviewStatements(db);
  const values = { companyId: where.companyId, from: where.from.toISOString(), to: where.to.toISOString(), limit };
  return where.companyJobId
    ? statements.job.execute({ ...values, companyJobId: where.companyJobId })
    : statements.company.execute(values);
}

/** The company's offices in order (the first's zone is the default clock when none is chosen; an In-office location's address). */
export async function findOffices(db: Db, companyId: string) {
  return db.select().from(companyOffices).where(eq(companyOffices.companyId, companyId)).orderBy(asc(companyOffices.position));
}
