import { and, desc, eq, getTableColumns, getTableName, inArray, is, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.js';
import * as schema from '#api/db/schema/index.js';

/** Whose rows a table holds, followed from the candidate: their own ids, then the rows those name. */
type Owner =
  | { by: 'user' | 'candidate'; column: AnyPgColumn }
  | { by: 'application'; column: AnyPgColumn }
  | { by: 'attempt'; column: AnyPgColumn };

type Exported = { table: PgTable; owner: Owner; omit?: string[] };

/**
 * Every table of the database, classified for a candidate's export (GDPR art. 15 and 20): either
 * what of it is theirs, or why none of it is. The privacy test fails when a table is added to the
 * schema without a line here.
 */
export const EXPORTED: Record<string, Exported> = {
  users: { table: schema.users, owner: { by: 'user', column: schema.users.id }, omit: ['passwordHash'] },
  sessions: { table: schema.sessions, owner: { by: 'user', column: schema.sessions.userId }, omit: ['tokenHash'] },
  candidates: { table: schema.candidates, owner: { by: 'candidate', column: schema.candidates.id } },
  candidate_work_experiences: {
    table: schema.candidateWorkExperiences,
    owner: { by: 'candidate', column: schema.candidateWorkExperiences.candidateId },
  },
  candidate_educations: {
    table: schema.candidateEducations,
    owner: { by: 'candidate', column: schema.candidateEducations.candidateId },
  },
  candidate_certificates: {
    table: schema.candidateCertificates,
    owner: { by: 'candidate', column: schema.candidateCertificates.candidateId },
  },
  candidate_portfolios: {
    table: schema.candidatePortfolios,
    owner: { by: 'candidate', column: schema.candidatePortfolios.candidateId },
  },
  candidate_skills: { table: schema.candidateSkills, owner: { by: 'candidate', column: schema.candidateSkills.candidateId } },
  candidate_job_criteria: {
    table: schema.candidateJobCriteria,
    owner: { by: 'candidate', column: schema.candidateJobCriteria.candidateId },
  },
  candidate_tests: { table: schema.candidateTests, owner: { by: 'candidate', column: schema.candidateTests.candidateId } },
  candidate_test_answers: {
    table: schema.candidateTestAnswers,
    owner: { by: 'attempt', column: schema.candidateTestAnswers.candidateTestId },
  },
  job_applications: { table: schema.jobApplications, owner: { by: 'candidate', column: schema.jobApplications.candidateId } },
  job_application_answers: {
    table: schema.jobApplicationAnswers,
    owner: { by: 'application', column: schema.jobApplicationAnswers.jobApplicationId },
  },
  application_status_changes: {
    table: schema.applicationStatusChanges,
    owner: { by: 'application', column: schema.applicationStatusChanges.jobApplicationId },
    // Which member of the company moved it is the company's own record.
    omit: ['changedByUserId'],
  },
  interviews: { table: schema.interviews, owner: { by: 'candidate', column: schema.interviews.candidateId } },
  chat_sessions: { table: schema.chatSessions, owner: { by: 'candidate', column: schema.chatSessions.candidateId } },
  chats: { table: schema.chats, owner: { by: 'candidate', column: schema.chats.candidateId } },
  matched_candidates: {
    table: schema.matchedCandidates,
    owner: { by: 'candidate', column: schema.matchedCandidates.candidateId },
  },
};

const COMPANY_SIDE = "a company's own data, about no candidate";
const CATALOGUE = 'the platform’s catalogue, the same for everyone';
const PLATFORM = 'the platform’s own working data';

/** The tables that hold nothing of a candidate, or that the export serves another way, with the reason. */
export const NOT_EXPORTED: Record<string, string> = {
  user_tokens: 'one-time emailed keys, stored only as hashes, which expire',
  job_application_notes: "the company's internal notes; the company's own export of a request discloses them",
  job_application_counts: 'counts of applications per job, naming no one',
  job_application_days: 'counts of applications per job and day, naming no one',
  audit_log: 'the companies that opened the profile are exported as profileReads; the rest is about company users',
  companies: COMPANY_SIDE,
  company_users: COMPANY_SIDE,
  company_invitation_counts: COMPANY_SIDE,
  company_profiles: COMPANY_SIDE,
  company_offices: COMPANY_SIDE,
  company_slug_redirects: COMPANY_SIDE,
  company_jobs: COMPANY_SIDE,
  company_job_custom_questions: COMPANY_SIDE,
  company_job_views: 'view counts per job and day, naming no one',
  company_job_view_addresses: 'keyed hashes of visitors’ addresses per job and day, which no one can link to a person',
  company_approvals: COMPANY_SIDE,
  matched_candidate_counts: 'counts of matches per job, naming no one',
  notifications: "a company's bell, for its members",
  notification_reads: "a company member's read marks",
  waiting_lists: COMPANY_SIDE,
  packages: CATALOGUE,
  promos: CATALOGUE,
  payment_sessions: COMPANY_SIDE,
  promo_redemptions: COMPANY_SIDE,
  payments: COMPANY_SIDE,
  bundles: COMPANY_SIDE,
  credit_ledger: COMPANY_SIDE,
  sandbox_payment_intents: COMPANY_SIDE,
  skill_tests: CATALOGUE,
  skill_test_questions: CATALOGUE,
  skill_test_options: CATALOGUE,
  industries: CATALOGUE,
  professions: CATALOGUE,
  skills: CATALOGUE,
  profession_skills: CATALOGUE,
  educations: CATALOGUE,
  professional_experiences: CATALOGUE,
  age_specifications: CATALOGUE,
  dev_mails: 'the development mailbox of a laptop; a public server sends mail instead',
  captcha_uses: PLATFORM,
  queue_jobs: PLATFORM,
  idempotency_keys: 'answers kept 24 hours so that a retried call is not done twice',
  server_events: 'realtime events kept five minutes for reconnecting screens',
};

/** Every table of the schema by its name (the privacy test holds the two lists to it). */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable));
}

export type CandidateIds = { userId: string; candidateId: string };

async function rowsOf(
  db: Db,
  { table, owner, omit = [] }: Exported,
  ids: CandidateIds,
  applications: string[],
  attempts: string[],
) {
  const columns = Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !omit.includes(name)));
  let where: SQL | undefined;
  if (owner.by === 'user') where = eq(owner.column, ids.userId);
  else if (owner.by === 'candidate') where = eq(owner.column, ids.candidateId);
  else {
    const among = owner.by === 'application' ? applications : attempts;
    if (among.length === 0) return [];
    where = inArray(owner.column, among);
  }
  return db.select(columns).from(table).where(and(where));
}

/** Everything the exported tables hold of one candidate, table by table, secrets left out. */
export async function findCandidateRows(db: Db, ids: CandidateIds): Promise<Record<string, Record<string, unknown>[]>> {
  const applications = (
    await db
      .select({ id: schema.jobApplications.id })
      .from(schema.jobApplications)
      .where(eq(schema.jobApplications.candidateId, ids.candidateId))
  ).map((r) => r.id);
  const attempts = (
    await db
      .select({ id: schema.candidateTests.id })
      .from(schema.candidateTests)
      .where(eq(schema.candidateTests.candidateId, ids.candidateId))
  ).map((r) => r.id);
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [name, spec] of Object.entries(EXPORTED)) out[name] = await rowsOf(db, spec, ids, applications, attempts);
  return out;
}

/** The companies whose people opened the candidate's profile, and when (from the audit log), newest first. */
export async function findProfileReads(db: Db, candidateId: string) {
  return db
    .select({ companyName: schema.companies.companyName, at: schema.auditLog.createdAt })
    .from(schema.auditLog)
    .innerJoin(schema.companies, eq(schema.companies.id, schema.auditLog.companyId))
    .where(and(eq(schema.auditLog.action, 'candidate.profile_viewed'), eq(schema.auditLog.entityId, candidateId)))
    .orderBy(desc(schema.auditLog.createdAt));
}

/** The job and company of each of the candidate's applications, by name, newest first. */
export async function findApplicationNames(db: Db, candidateId: string) {
  return db
    .select({
      applicationId: schema.jobApplications.id,
      jobTitle: schema.companyJobs.jobTitle,
      companyName: schema.companies.companyName,
      appliedAt: schema.jobApplications.createdAt,
    })
    .from(schema.jobApplications)
    .innerJoin(schema.companyJobs, eq(schema.companyJobs.id, schema.jobApplications.companyJobId))
    .innerJoin(schema.companies, eq(schema.companies.id, schema.jobApplications.companyId))
    .where(eq(schema.jobApplications.candidateId, candidateId))
    .orderBy(desc(schema.jobApplications.createdAt));
}

/** The candidate's rows a company holds, or sees through them: their profile, and what concerns this company alone. */
export async function findCompanyCandidateRows(db: Db, companyId: string, candidateId: string) {
  const ofCompany = <T extends { companyId: AnyPgColumn; candidateId: AnyPgColumn }>(t: T) =>
    and(eq(t.companyId, companyId), eq(t.candidateId, candidateId));
  const applications = await db.select().from(schema.jobApplications).where(ofCompany(schema.jobApplications));
  const applicationIds = applications.map((a) => a.id);
  const ofApplications = (column: AnyPgColumn) => (applicationIds.length > 0 ? inArray(column, applicationIds) : sql`false`);
  const bySection = (table: PgTable & { candidateId: AnyPgColumn }) =>
    db.select().from(table).where(eq(table.candidateId, candidateId));
  return {
    candidate: await db
      .select({ name: schema.users.name, email: schema.users.email, profile: schema.candidates })
      .from(schema.candidates)
      .innerJoin(schema.users, eq(schema.users.id, schema.candidates.userId))
      .where(eq(schema.candidates.id, candidateId)),
    candidate_work_experiences: await bySection(schema.candidateWorkExperiences),
    candidate_educations: await bySection(schema.candidateEducations),
    candidate_certificates: await bySection(schema.candidateCertificates),
    candidate_portfolios: await bySection(schema.candidatePortfolios),
    candidate_skills: await bySection(schema.candidateSkills),
    candidate_tests: await bySection(schema.candidateTests),
    job_applications: applications,
    job_application_answers: await db
      .select()
      .from(schema.jobApplicationAnswers)
      .where(ofApplications(schema.jobApplicationAnswers.jobApplicationId)),
    job_application_notes: await db
      .select()
      .from(schema.jobApplicationNotes)
      .where(ofApplications(schema.jobApplicationNotes.jobApplicationId)),
    application_status_changes: await db
      .select()
      .from(schema.applicationStatusChanges)
      .where(ofApplications(schema.applicationStatusChanges.jobApplicationId)),
    interviews: await db.select().from(schema.interviews).where(ofCompany(schema.interviews)),
    chat_sessions: await db.select().from(schema.chatSessions).where(ofCompany(schema.chatSessions)),
    chats: await db.select().from(schema.chats).where(ofCompany(schema.chats)),
    matched_candidates: await db.select().from(schema.matchedCandidates).where(ofCompany(schema.matchedCandidates)),
  };
}
