import { ERASURE, erasedEmail } from '@talentdeck/shared';
import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '#api/db/client.js';
import * as schema from '#api/db/schema/index.js';

/**
 * The queries of a candidate's erasure and of an application's anonymisation (docs/decisions/0041).
 * Like the export's (decision 40), they reach into other modules' tables directly: the erasure is
 * one transaction across every table that holds the person, and keeping its statements together is
 * what lets one test prove nothing is left. The service runs them in its transaction.
 */

const ja = schema.jobApplications;

/** The person to erase: their ids, the name and address to hunt down, and whether the erasure was asked for. */
export async function findErasureSubject(db: Db, candidateId: string) {
  const [row] = await db
    .select({
      candidateId: schema.candidates.id,
      userId: schema.candidates.userId,
      erasedAt: schema.candidates.erasedAt,
      name: schema.users.name,
      email: schema.users.email,
    })
    .from(schema.candidates)
    .innerJoin(schema.users, eq(schema.users.id, schema.candidates.userId))
    .where(eq(schema.candidates.id, candidateId));
  return row;
}

/** Marks the erasure asked for (kept at its first time when asked twice). */
export async function markCandidateErased(db: Db, candidateId: string) {
  await db
    .update(schema.candidates)
    .set({ erasedAt: sql`coalesce(${schema.candidates.erasedAt}, now())` })
    .where(eq(schema.candidates.id, candidateId));
}

export async function findApplicationIdsOfCandidate(db: Db, candidateId: string): Promise<string[]> {
  const rows = await db.select({ id: ja.id }).from(ja).where(eq(ja.candidateId, candidateId));
  return rows.map((r) => r.id);
}

/** The companies an erasure concerns: applied to, chatted with or interviewed by. */
export async function findCompaniesOfCandidate(db: Db, candidateId: string) {
  const rows = rowsOf<{ company_id: string; application_id: string; job_id: string }>(
    await db.execute(sql`
      select distinct on (company_id) company_id, id as application_id, company_job_id as job_id
      from job_applications where candidate_id = ${candidateId} order by company_id, created_at desc`),
  );
  return rows.map((r) => ({ companyId: r.company_id, applicationId: r.application_id, jobId: r.job_id }));
}

/**
 * Deletes the profile's sections, tests (their answers cascade) and match rows. The database's
 * triggers (migration 0019) empty the match inputs kept on the candidate's row as the sections go.
 */
export async function deleteCandidateSections(db: Db, candidateId: string) {
  for (const table of [
    schema.candidateWorkExperiences,
    schema.candidateEducations,
    schema.candidateCertificates,
    schema.candidatePortfolios,
    schema.candidateSkills,
    schema.candidateJobCriteria,
    schema.candidateTests,
    schema.matchedCandidates,
  ]) {
    await db.delete(table).where(eq(table.candidateId, candidateId));
  }
}

/** Empties every personal field of the candidate's row; the row stays, for the applications that point at it. */
export async function emptyCandidateRow(db: Db, candidateId: string) {
  await db
    .update(schema.candidates)
    .set({
      profilePicture: null,
      video: null,
      title: null,
      aboutYou: '',
      city: null,
      country: null,
      location: null,
      gender: null,
      dateOfBirth: null,
      isDisable: false,
      yearsOfExperience: 0,
      profileRank: 0,
      discoverable: false,
      privacyNoticeVersion: null,
      privacyNoticeAcceptedAt: null,
      discoverableNoticePending: false,
      matchSkillIds: [],
      matchVerifiedSkillIds: [],
      matchEducationLevel: null,
      matchWorkHistory: [],
      matchRelocate: false,
      updatedAt: new Date(),
    })
    .where(eq(schema.candidates.id, candidateId));
}

/** The user row of an erased candidate: the shared name, a unique non-address, nothing else. */
export async function emptyUserRow(db: Db, userId: string) {
  await db
    .update(schema.users)
    .set({
      name: ERASURE.candidateName,
      email: erasedEmail(userId),
      phoneNumber: null,
      title: null,
      profilePicture: null,
      fcmToken: null,
      passwordHash: null,
    })
    .where(eq(schema.users.id, userId));
}

/** Unfinished erasures: asked for, the user row not yet emptied (a job lost or failed for good). */
export async function findUnfinishedErasures(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: schema.candidates.id, userId: schema.users.id, email: schema.users.email })
    .from(schema.candidates)
    .innerJoin(schema.users, eq(schema.users.id, schema.candidates.userId))
    .where(isNotNull(schema.candidates.erasedAt));
  return rows.filter((r) => r.email !== erasedEmail(r.userId)).map((r) => r.id);
}

// Applications

/** The applications among `ids` with their candidate's current name (to scrub from the companies' texts). */
export async function findApplicationsWithName(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: ja.id,
      candidateId: ja.candidateId,
      companyId: ja.companyId,
      companyJobId: ja.companyJobId,
      name: schema.users.name,
    })
    .from(ja)
    .innerJoin(schema.candidates, eq(schema.candidates.id, ja.candidateId))
    .innerJoin(schema.users, eq(schema.users.id, schema.candidates.userId))
    .where(inArray(ja.id, ids));
}

/**
 * Empties what an application holds of its candidate: the answers, the team's notes (there is no
 * scorecard table yet; a scorecard would go here with the notes), the copies of the candidate's
 * columns, the interviews' free texts, and marks it anonymised. Statuses and dates stay, so the
 * company's counts and charts hold.
 */
export async function emptyApplications(db: Db, ids: string[]) {
  await db.delete(schema.jobApplicationAnswers).where(inArray(schema.jobApplicationAnswers.jobApplicationId, ids));
  await db.delete(schema.jobApplicationNotes).where(inArray(schema.jobApplicationNotes.jobApplicationId, ids));
  await db.update(schema.interviews).set({ location: null, link: null }).where(inArray(schema.interviews.jobApplicationId, ids));
  await db
    .update(ja)
    .set({
      candidateCity: null,
      candidateHasVideo: false,
      candidateExperienceMonths: 0,
      candidateProfileRank: 0,
      matchReach: null,
      anonymisedAt: sql`coalesce(${ja.anonymisedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(inArray(ja.id, ids));
}

/** The match row of the application's candidate with its job (the company's ranking of them). */
export async function deleteApplicationMatch(db: Db, candidateId: string, companyJobId: string) {
  await db
    .delete(schema.matchedCandidates)
    .where(and(eq(schema.matchedCandidates.candidateId, candidateId), eq(schema.matchedCandidates.companyJobId, companyJobId)));
}

/** Every message the candidate wrote in the application's conversation now reads "[message deleted]". */
export async function deleteCandidateMessages(db: Db, applicationId: string) {
  await db.execute(sql`
    update chats set content = ${ERASURE.messageDeleted}
    where from_user = 'Candidate' and content <> ${ERASURE.messageDeleted}
      and chat_session_id in (select id from chat_sessions where job_application_id = ${applicationId})`);
}

/** The company's own messages of the application's conversation, to scrub the candidate's name from. */
export async function findCompanyMessages(db: Db, applicationId: string) {
  return db
    .select({ id: schema.chats.id, content: schema.chats.content })
    .from(schema.chats)
    .innerJoin(schema.chatSessions, eq(schema.chatSessions.id, schema.chats.chatSessionId))
    .where(and(eq(schema.chatSessions.jobApplicationId, applicationId), ne(schema.chats.fromUser, 'Candidate')));
}

export async function updateMessageContent(db: Db, id: string, content: string) {
  await db.update(schema.chats).set({ content }).where(eq(schema.chats.id, id));
}

/** The company's notifications about the application: its arrival, notes, interview answers and messages. */
export async function findNotificationsOfApplication(db: Db, applicationId: string) {
  return db
    .select({ id: schema.notifications.id, content: schema.notifications.content })
    .from(schema.notifications)
    .where(
      or(
        sql`${schema.notifications.extras}->>'jobApplicationId' = ${applicationId}`,
        sql`${schema.notifications.extras}->>'chatSessionId' in (select id::text from chat_sessions where job_application_id = ${applicationId})`,
      ),
    );
}

export async function updateNotificationContent(db: Db, id: string, content: string) {
  await db.update(schema.notifications).set({ content }).where(eq(schema.notifications.id, id));
}
