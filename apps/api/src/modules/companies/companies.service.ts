import {
  COMPANY_BENEFITS,
  type CompanyResponse,
  isKnownZone,
  MESSAGES,
  NUMBER_OF_EMPLOYEES,
  type updateCompanyRequestSchema,
} from '@talentdeck/shared';
import type { z } from 'zod';
import { getCompanyAccount, updateCompanyAccount } from '#api/modules/accounts/team.service.js';
import { type AppContext, inTransaction } from '#api/platform/context.js';
import { notFound, validationError } from '#api/platform/errors.js';
import { type Principal, requireCompany } from '#api/platform/policy.js';
import { zoneOfPlace } from '#api/platform/time-zones.js';
import * as repo from './companies.repository.js';

type UpdateCompany = z.output<typeof updateCompanyRequestSchema>;

const oneOf = <T extends readonly string[]>(list: T, value: string | undefined, fallback: T[number]): T[number] =>
  value && (list as readonly string[]).includes(value) ? (value as T[number]) : fallback;

export async function getCompany(ctx: AppContext, caller: Principal, companyId: string): Promise<CompanyResponse> {
  requireCompany(caller, companyId);
  const [account, profile, address] = await Promise.all([
    getCompanyAccount(ctx, companyId),
    repo.findProfile(ctx.db, companyId),
    repo.findOffices(ctx.db, companyId),
  ]);
  if (!account) throw notFound();
  const chosenZone = profile?.timeZone ?? null;
  const timeZone = effectiveTimeZone(chosenZone, address);
  return {
    id: account.id,
    companyName: account.companyName,
    slug: account.slug,
    phoneNumber: account.phoneNumber,
    isAllowed: account.isAllowed,
    isSignUpProcessCompleted: account.isSignUpProcessCompleted,
    about: profile?.about ?? null,
    companyLogo: profile?.companyLogo ?? null,
    website: profile?.website ?? null,
    facebookProfile: profile?.facebookProfile ?? null,
    instagramProfile: profile?.instagramProfile ?? null,
    twitterProfile: profile?.twitterProfile ?? null,
    linkedinProfile: profile?.linkedinProfile ?? null,
    noOfEmployees: oneOf(NUMBER_OF_EMPLOYEES, profile?.noOfEmployees, NUMBER_OF_EMPLOYEES[0]),
    companyBenefits: oneOf(COMPANY_BENEFITS, profile?.companyBenefits, COMPANY_BENEFITS[0]),
    companyAge: profile?.companyAge ?? null,
    address: address.map((o) => ({
      ...o,
      lat: o.lat ?? null,
      long: o.long ?? null,
      timeZone: zoneOfPlace(o.lat ?? null, o.long ?? null) ?? null,
    })),
    timeZone,
    timeZoneChosen: chosenZone !== null && timeZone === chosenZone,
  };
}

type Place = { lat: number | null; long: number | null };

/**
 * The company's clock (API.md, Interview times; decision 33), on which its interviews are set by
 * default: the zone chosen on its business profile, else the zone of its first office's city (from
 * its coordinates), else UTC. A chosen zone this runtime does not know is passed over, so that it
 * cannot make every interview fail.
 */
export function effectiveTimeZone(chosen: string | null | undefined, offices: readonly Place[]) {
  if (chosen && isKnownZone(chosen)) return chosen;
  const first = offices[0];
  return (first && zoneOfPlace(first.lat, first.long)) ?? 'UTC';
}

/** The zone chosen on the company's business profile, or null when it follows its first office. */
export async function getChosenTimeZone(ctx: AppContext, companyId: string) {
  return (await repo.findProfile(ctx.db, companyId))?.timeZone ?? null;
}

/** The company's offices in the form's order, as public pages show them. */
export const getCompanyOffices = (ctx: AppContext, companyId: string) => repo.findOffices(ctx.db, companyId);

/** The company's logo as public pages show it (a job's company card), or null when it has none. */
export async function getCompanyLogo(ctx: AppContext, companyId: string) {
  return (await repo.findProfile(ctx.db, companyId))?.companyLogo ?? null;
}

/** What public pages say of a company beyond its card: website, logo and offices (in the form's order). */
export async function getCompanyPublicProfile(ctx: AppContext, companyId: string) {
  const [profile, offices] = await Promise.all([repo.findProfile(ctx.db, companyId), repo.findOffices(ctx.db, companyId)]);
  return {
    website: profile?.website ?? null,
    companyLogo: profile?.companyLogo ?? null,
    offices: offices.map((o) => ({ office: o.office, city: o.city, country: o.country })),
  };
}
export type CompanyPublicProfile = Awaited<ReturnType<typeof getCompanyPublicProfile>>;

/** The company's slug: the address of its careers page. */
export const getCompanySlug = (ctx: AppContext, companyId: string) => repo.findSlug(ctx.db, companyId);

/** `filter.fields` narrows the answer (id always comes along). */
export function pickFields(company: CompanyResponse, fields: string[] | undefined): Partial<CompanyResponse> & { id: string } {
  if (!fields) return company;
  const picked: Record<string, unknown> = { id: company.id };
  for (const f of fields) picked[f] = company[f as keyof CompanyResponse];
  return picked as Partial<CompanyResponse> & { id: string };
}

/**
 * Saves the business profile. Saving is what completes sign-up: the guards then send the user on
 * to the waitlist or the dashboard. `timeZone` null goes back to the default clock (effectiveTimeZone).
 */
export async function updateCompany(ctx: AppContext, caller: Principal, companyId: string, input: UpdateCompany) {
  requireCompany(caller, companyId);
  const { companyName, phoneNumber, address, slug, ...profile } = input;
  const values = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined)) as repo.ProfileValues;
  // Profile, offices and account change together or not at all.
  await inTransaction(ctx, async (txCtx) => {
    if (slug !== undefined) await changeSlug(txCtx, companyId, slug);
    await repo.upsertProfile(txCtx.db, companyId, values);
    if (address) {
      await repo.replaceOffices(
        txCtx.db,
        companyId,
        address.map((a) => ({ office: a.office, city: a.city, country: a.country, lat: a.lat ?? null, long: a.long ?? null })),
      );
    }
    await updateCompanyAccount(txCtx, companyId, { companyName, phoneNumber, isSignUpProcessCompleted: true });
  });
  return getCompany(ctx, caller, companyId);
}

/**
 * Moves the company's careers page to `slug` (already checked against the rule); the old address
 * keeps answering with a 301. Run inside the profile's transaction. A slug another company has, or
 * had, is refused with the field's message.
 */
async function changeSlug(ctx: AppContext, companyId: string, slug: string) {
  const current = await repo.findSlug(ctx.db, companyId);
  if (current === undefined || current === slug) return;
  if (await repo.isSlugTakenByOther(ctx.db, slug, companyId)) {
    throw validationError([{ field: 'slug', message: MESSAGES.slugTaken }]);
  }
  await repo.moveSlug(ctx.db, companyId, current, slug);
}
