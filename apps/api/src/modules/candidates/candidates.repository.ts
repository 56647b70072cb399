import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.js';
import {
  candidateCertificates,
  candidateEducations,
  candidateJobCriteria,
  candidatePortfolios,
  candidateSkills,
  candidates,
  candidateTests,
  candidateWorkExperiences,
  users,
} from '#api/db/schema/index.js';

export type CandidateRow = typeof candidates.$inferSelect;

type CandidateInsert = typeof candidates.$inferInsert;

/** The empty profile of sign-up (inside the sign-up's transaction). */
export type SignUpConsent = Pick<CandidateInsert, 'discoverable' | 'privacyNoticeVersion' | 'privacyNoticeAcceptedAt'>;

export async function insertCandidate(db: Db, userId: string, consent: SignUpConsent) {
  await db.insert(candidates).values({ userId, ...consent });
}

/** The candidate's privacy choices (their own profile only). */
export async function findPrivacy(db: Db, candidateId: string) {
  const [row] = await db
    .select({
      discoverable: candidates.discoverable,
      discoverableNotice: candidates.discoverableNoticePending,
      privacyNoticeVersion: candidates.privacyNoticeVersion,
      privacyNoticeAcceptedAt: candidates.privacyNoticeAcceptedAt,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row;
}

/** Sets "Let companies find my profile"; choosing answers the one-time notice of migration 0031 too. */
export async function updateDiscoverable(db: Db, candidateId: string, discoverable: boolean) {
  await db
    .update(candidates)
    .set({ discoverable, discoverableNoticePending: false, updatedAt: sql`now()` })
    .where(eq(candidates.id, candidateId));
}

export async function findCandidate(db: Db, candidateId: string) {
  const rows = await db
    .select({ candidate: candidates, user: { id: users.id, name: users.name, email: users.email } })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return rows[0];
}

/** Every section of a candidate, each in the order saved. */
export async function findSections(db: Db, candidateId: string) {
  const [educations, workExperiences, certificates, portfolios, skills, criteria] = await Promise.all([
    db
      .select()
      .from(candidateEducations)
      .where(eq(candidateEducations.candidateId, candidateId))
      .orderBy(asc(candidateEducations.position)),
    db
      .select()
      .from(candidateWorkExperiences)
      .where(eq(candidateWorkExperiences.candidateId, candidateId))
      .orderBy(asc(candidateWorkExperiences.position)),
    db
      .select()
      .from(candidateCertificates)
      .where(eq(candidateCertificates.candidateId, candidateId))
      .orderBy(asc(candidateCertificates.position)),
    db
      .select()
      .from(candidatePortfolios)
      .where(eq(candidatePortfolios.candidateId, candidateId))
      .orderBy(asc(candidatePortfolios.position)),
    db
      .select({ skillId: candidateSkills.skillId })
      .from(candidateSkills)
      .where(eq(candidateSkills.candidateId, candidateId))
      .orderBy(asc(candidateSkills.skillId)),
    db.select().from(candidateJobCriteria).where(eq(candidateJobCriteria.candidateId, candidateId)).limit(1),
  ]);
  return { educations, workExperiences, certificates, portfolios, skillIds: skills.map((s) => s.skillId), criteria: criteria[0] };
}
export type CandidateSections = Awaited<ReturnType<typeof findSections>>;

export type ProfileWrite = {
  candidate: Omit<CandidateInsert, 'id' | 'userId' | 'createdAt' | 'profileRank'>;
  skillIds: string[];
  educations: Omit<typeof candidateEducations.$inferInsert, 'candidateId' | 'position'>[];
  workExperiences: Omit<typeof candidateWorkExperiences.$inferInsert, 'candidateId' | 'position'>[];
  certificates: Omit<typeof candidateCertificates.$inferInsert, 'candidateId' | 'position'>[];
  portfolios: Omit<typeof candidatePortfolios.$inferInsert, 'candidateId' | 'position'>[];
  criteria: Omit<typeof candidateJobCriteria.$inferInsert, 'candidateId' | 'updatedAt'>;
};

const positioned = <T>(candidateId: string, items: T[]) => items.map((item, position) => ({ ...item, candidateId, position }));

/**
 * Replaces the whole profile: the candidate's columns, and every section deleted and written again.
 * The caller runs it in its transaction (with the rank that follows from it).
 */
export async function replaceProfile(db: Db, candidateId: string, p: ProfileWrite) {
  await db
    .update(candidates)
    .set({ ...p.candidate, profileSavedAt: sql`coalesce(${candidates.profileSavedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(candidates.id, candidateId));
  await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, candidateId));
  await db.delete(candidateEducations).where(eq(candidateEducations.candidateId, candidateId));
  await db.delete(candidateWorkExperiences).where(eq(candidateWorkExperiences.candidateId, candidateId));
  await db.delete(candidateCertificates).where(eq(candidateCertificates.candidateId, candidateId));
  await db.delete(candidatePortfolios).where(eq(candidatePortfolios.candidateId, candidateId));
  if (p.skillIds.length) await db.insert(candidateSkills).values(p.skillIds.map((skillId) => ({ candidateId, skillId })));
  if (p.educations.length) await db.insert(candidateEducations).values(positioned(candidateId, p.educations));
  if (p.workExperiences.length) await db.insert(candidateWorkExperiences).values(positioned(candidateId, p.workExperiences));
  if (p.certificates.length) await db.insert(candidateCertificates).values(positioned(candidateId, p.certificates));
  if (p.portfolios.length) await db.insert(candidatePortfolios).values(positioned(candidateId, p.portfolios));
  await db
    .insert(candidateJobCriteria)
    .values({ ...p.criteria, candidateId })
    .onConflictDoUpdate({ target: candidateJobCriteria.candidateId, set: { ...p.criteria, updatedAt: sql`now()` } });
}

/** The candidate's row; `lock: 'share'` keeps it from changing until the caller's transaction ends. */
export async function findCandidateRow(db: Db, candidateId: string, opts: { lock?: 'share' } = {}) {
  const query = db.select().from(candidates).where(eq(candidates.id, candidateId)).limit(1);
  const rows = opts.lock ? await query.for(opts.lock) : await query;
  return rows[0];
}

/** Locks the candidate's row, so a profile save and a test attempt compute the rank one after the other. */
export async function lockCandidate(db: Db, candidateId: string) {
  await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, candidateId)).for('update');
}

/**
 * What profileRank is computed from, read inside the transaction that changed it: the row, then
 * the counts in one statement (a transaction's connection runs one query at a time).
 */
export async function rankInputs(db: Db, candidateId: string) {
  const [row] = await db.select().from(candidates).where(eq(candidates.id, candidateId)).limit(1);
  if (!row) return undefined;
  const [counts] = await db
    .select({
      skills: countRowsOf(candidateSkills, candidateSkills.candidateId, candidateId),
      educations: countRowsOf(candidateEducations, candidateEducations.candidateId, candidateId),
      workExperiences: countRowsOf(candidateWorkExperiences, candidateWorkExperiences.candidateId, candidateId),
      certificates: countRowsOf(candidateCertificates, candidateCertificates.candidateId, candidateId),
      portfolios: countRowsOf(candidatePortfolios, candidatePortfolios.candidateId, candidateId),
      passedTests: countRowsOf(candidateTests, candidateTests.candidateId, candidateId, candidateTests.passed),
    })
    .from(sql`(select 1) as one`);
  return { row, ...(counts as NonNullable<typeof counts>) };
}

/** A scalar subquery counting a candidate's rows of a table (qualified: it runs inside another select). */
const countRowsOf = (table: PgTable, column: AnyPgColumn, candidateId: string, also?: AnyPgColumn) =>
  sql<number>`(select count(*) from ${table} where ${table}.${sql.identifier(column.name)} = ${candidateId}${
    also ? sql` and ${table}.${sql.identifier(also.name)}` : sql``
  })`.mapWith(Number);

export async function updateRank(db: Db, candidateId: string, profileRank: number) {
  await db.update(candidates).set({ profileRank }).where(eq(candidates.id, candidateId));
}
