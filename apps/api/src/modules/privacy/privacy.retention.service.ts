import { INACTIVE_CANDIDATE_MONTHS, PRIVACY_MESSAGES, type PrivacySettings, RETENTION_NOTICE_DAYS } from '@talentdeck/shared';
import { consumeKeepDataSecret, issueKeepDataSecret } from '#api/modules/accounts/accounts.links.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { AppError, notFound } from '#api/platform/errors.js';
import { type Principal, requireCompany, requireCompanyOwner } from '#api/platform/policy.js';
import { inactivityNoticeEmail, retentionNoticeEmail } from './privacy.emails.js';
import { anonymiseApplications, eraseUnusedAccount } from './privacy.erasure.service.js';
import * as repo from './privacy.retention.repository.js';

const DAY_MS = 24 * 3600 * 1000;
/** A notice's link outlives the notice, so a candidate who answers late still keeps what is left. */
const KEEP_LINK_DAYS = RETENTION_NOTICE_DAYS + 15;

/** GET /api/company/{id}/privacy-settings: any member of the company reads them. */
export async function getPrivacySettings(ctx: AppContext, caller: Principal, companyId: string): Promise<PrivacySettings> {
  const own = requireCompany(caller, companyId);
  const retentionMonths = await repo.findRetentionMonths(ctx.db, own);
  if (retentionMonths === undefined) throw notFound();
  return { retentionMonths };
}

/** PATCH /api/company/{id}/privacy-settings: the owner sets them (6 to 36 months, the schema's 422 otherwise). */
export async function updatePrivacySettings(
  ctx: AppContext,
  caller: Principal,
  companyId: string,
  input: PrivacySettings,
): Promise<PrivacySettings> {
  const own = requireCompanyOwner(caller, companyId);
  await repo.updateRetentionMonths(ctx.db, own, input.retentionMonths);
  return { retentionMonths: input.retentionMonths };
}

/** PATCH …/applications/{applicationId}/legal-hold: the owner holds an application back from the retention job, or lets it go. */
export async function setLegalHold(
  ctx: AppContext,
  caller: Principal,
  companyId: string,
  applicationId: string,
  legalHold: boolean,
) {
  const own = requireCompanyOwner(caller, companyId);
  const row = await repo.updateLegalHold(ctx.db, own, applicationId, legalHold);
  if (!row) throw notFound();
  return row;
}

/** POST /api/privacy/keep: the notice's link; the candidate's data is kept and its period starts again. */
export async function keepData(ctx: AppContext, secret: string) {
  const userId = await consumeKeepDataSecret(ctx, secret);
  if (!userId || !(await repo.keepCandidateData(ctx.db, userId))) {
    throw new AppError('TOKEN_INVALID', PRIVACY_MESSAGES.keepLinkInvalid);
  }
  return { message: PRIVACY_MESSAGES.dataKept };
}

const keepUrl = async (ctx: AppContext, userId: string) =>
  `${ctx.config.publicUrl}/privacy/keep/${await issueKeepDataSecret(ctx, userId, KEEP_LINK_DAYS)}`;
const at = (value: Date | string) => new Date(value);

/** Applications handled in one run at most: a large backlog (a period shortened) is worked through in several runs. */
export const RETENTION_BATCH = 5000;

/**
 * The daily retention run (docs/PRIVACY.md): applications near the end of their company's period
 * are announced to the candidate 30 days before; announced ones whose period has run out since,
 * with no new activity, are anonymised; candidates unseen for 36 months are told, then erased.
 * Each step is keyed on what the rows say, so a second run the same day changes nothing. `more`
 * says the batch was full: the worker runs again soon instead of tomorrow.
 */
export async function runRetention(ctx: AppContext, now = new Date(), batch = RETENTION_BATCH) {
  const applications = await runApplicationRetention(ctx, now, batch);
  const accounts = await runInactiveAccounts(ctx, now);
  return { ...applications, ...accounts };
}

async function runApplicationRetention(ctx: AppContext, now: Date, batch: number) {
  const rows = await repo.findRetentionWork(ctx.db, RETENTION_NOTICE_DAYS, batch);
  const of = (action: repo.RetentionAction) => rows.filter((r) => r.action === action);
  const renewed = of('renew').map((r) => r.application_id);
  const anonymise = of('anonymise').map((r) => r.application_id);
  await repo.clearRetentionNotices(ctx.db, renewed);
  const toTell = new Map<string, repo.RetentionRow[]>();
  for (const row of of('tell')) toTell.set(row.user_id, [...(toTell.get(row.user_id) ?? []), row]);
  for (const [userId, due] of toTell) {
    const first = due[0] as repo.RetentionRow;
    // Never sooner than the notice's 30 days, whatever the period says.
    const on = new Date(Math.max(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS, ...due.map((r) => at(r.due_at).getTime())));
    const list = due.map((r) => ({ companyName: r.company_name, jobTitle: r.job_title }));
    await ctx.mailer.send(retentionNoticeEmail(first.email, first.name, list, on, await keepUrl(ctx, userId)));
    await repo.markRetentionNoticeSent(
      ctx.db,
      due.map((r) => r.application_id),
      now,
    );
  }
  if (anonymise.length > 0) await inTransaction(ctx, (tx) => anonymiseApplications(tx.db, anonymise));
  return {
    candidatesTold: toTell.size,
    noticesRenewed: renewed.length,
    anonymised: anonymise.length,
    more: rows.length >= batch,
  };
}

async function runInactiveAccounts(ctx: AppContext, now: Date) {
  await repo.clearReturnedInactivityNotices(ctx.db);
  const rows = await repo.findInactiveCandidates(ctx.db, INACTIVE_CANDIDATE_MONTHS);
  const told: string[] = [];
  let erased = 0;
  for (const row of rows) {
    if (row.notice_sent_at === null) {
      const on = new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS);
      await ctx.mailer.send(
        inactivityNoticeEmail(row.email, row.name, on, await keepUrl(ctx, row.user_id), INACTIVE_CANDIDATE_MONTHS / 12),
      );
      told.push(row.candidate_id);
    } else if (at(row.notice_sent_at).getTime() + RETENTION_NOTICE_DAYS * DAY_MS <= now.getTime()) {
      await eraseUnusedAccount(ctx, row.candidate_id, row.user_id);
      erased += 1;
    }
  }
  await repo.markInactivityNoticeSent(ctx.db, told, now);
  return { inactiveTold: told.length, inactiveErased: erased };
}
