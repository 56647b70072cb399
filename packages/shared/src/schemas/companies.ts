import { z } from 'zod';
import { COMPANY_BENEFITS, LIMITS, NUMBER_OF_EMPLOYEES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { slugRule } from '../rules.js';
import { isSafeUrl } from '../text.js';
import { isListedZone } from '../time-zones.js';
import { ruleToZod, text, urlField } from './common.js';

/** Website and social links: http(s), a host with a dot, optional path (scheme may be left out). */
export const LINK_PATTERN = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/i;

/** The earliest year the picker offers; the latest is the current year. */
export const COMPANY_AGE_MIN = 1800;

/** A link as stored: the scheme the form may leave out is https. */
const withScheme = (v: string) => (/^https?:\/\//i.test(v) ? v : `https://${v}`);

const link = text({ error: MESSAGES.validLink })
  .trim()
  .max(LIMITS.linkMax, MESSAGES.validLink)
  .refine((v) => v === '' || (LINK_PATTERN.test(v) && isSafeUrl(withScheme(v))), MESSAGES.validLink)
  .transform((v) => (v === '' ? null : withScheme(v)))
  .nullable();

export const officeSchema = z.strictObject({
  office: text({ error: MESSAGES.officeAddressRequired })
    .trim()
    .min(LIMITS.officeAddressMin, MESSAGES.officeAddressRequired)
    .max(LIMITS.textMax, MESSAGES.officeAddressRequired),
  city: text({ error: MESSAGES.cityRequired }).trim().min(1, MESSAGES.cityRequired).max(LIMITS.textMax),
  country: text({ error: MESSAGES.cityRequired }).trim().min(1, MESSAGES.cityRequired).max(LIMITS.textMax),
  lat: z.number().min(-90).max(90).nullable().optional(),
  long: z.number().min(-180).max(180).nullable().optional(),
});
export type Office = z.infer<typeof officeSchema>;

export const companyAgeSchema = z
  .number({ error: MESSAGES.yearNotInFuture })
  .int()
  .min(COMPANY_AGE_MIN)
  .refine((y) => y <= new Date().getUTCFullYear(), MESSAGES.yearNotInFuture)
  .nullable();

/** PATCH /api/company/{id}: every field optional; `address` replaces the whole office list. */
export const updateCompanyRequestSchema = z.strictObject({
  companyName: text({ error: MESSAGES.companyName })
    .trim()
    .min(LIMITS.companyNameMin, MESSAGES.companyName)
    .max(LIMITS.textMax, MESSAGES.companyName)
    .optional(),
  /** The careers page address; the old one keeps answering with a redirect. */
  slug: ruleToZod(slugRule).optional(),
  about: text(undefined, { multiline: true }).trim().max(LIMITS.aboutMax).nullable().optional(),
  companyLogo: urlField().nullable().optional(),
  website: link.optional(),
  facebookProfile: link.optional(),
  instagramProfile: link.optional(),
  twitterProfile: link.optional(),
  linkedinProfile: link.optional(),
  noOfEmployees: z.enum(NUMBER_OF_EMPLOYEES).optional(),
  companyBenefits: z.enum(COMPANY_BENEFITS).optional(),
  companyAge: companyAgeSchema.optional(),
  phoneNumber: text({ error: MESSAGES.phoneNumber })
    .trim()
    .min(LIMITS.phoneMin, MESSAGES.phoneNumber)
    .max(LIMITS.phoneMax, MESSAGES.phoneNumber)
    .regex(/^\+?[0-9][0-9 ()-]*$/, MESSAGES.phoneNumber)
    .nullable()
    .optional(),
  address: z.array(officeSchema).max(LIMITS.officesMax, MESSAGES.tooManyOffices).optional(),
  /**
   * The company's clock, an IANA zone name (interviews are set on it by default); null goes back to
   * the default, the zone of the first office's city, else UTC.
   */
  timeZone: text({ error: MESSAGES.timeZone })
    .refine(isListedZone, MESSAGES.timeZone)
    .nullable()
    .optional()
    .describe('The company’s time zone (IANA name); null goes back to the first office’s, else UTC'),
});
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequestSchema>;

export const companyResponseSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  /** The careers page is /careers/{slug}. */
  slug: z.string(),
  about: z.string().nullable(),
  companyLogo: z.string().nullable(),
  website: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  instagramProfile: z.string().nullable(),
  twitterProfile: z.string().nullable(),
  linkedinProfile: z.string().nullable(),
  noOfEmployees: z.enum(NUMBER_OF_EMPLOYEES),
  companyBenefits: z.enum(COMPANY_BENEFITS),
  companyAge: z.number().int().nullable(),
  phoneNumber: z.string().nullable(),
  isAllowed: z.boolean(),
  isSignUpProcessCompleted: z.boolean(),
  address: z.array(
    z.object({
      office: z.string(),
      city: z.string(),
      country: z.string(),
      lat: z.number().nullable(),
      long: z.number().nullable(),
      /** The office's IANA zone, from its coordinates (null without them): its In-office interviews' clock. */
      timeZone: z.string().nullable(),
    }),
  ),
  /**
   * The company's clock (IANA name), on which interviews are scheduled by default: the zone chosen
   * on the business profile, else the first office's (from its coordinates), else UTC.
   */
  timeZone: z.string().describe('The company’s time zone (IANA name): the one chosen, else the first office’s, else UTC'),
  /** Whether `timeZone` was chosen on the business profile (false: it follows the first office). */
  timeZoneChosen: z.boolean().describe('Whether timeZone was chosen (false: it follows the first office)'),
});
export type CompanyResponse = z.infer<typeof companyResponseSchema>;
/** With `filter.fields`, only the named fields (and id) are answered. */
export const companyPartialResponseSchema = companyResponseSchema.partial().extend({ id: z.uuid() });
export const COMPANY_FIELDS = Object.keys(companyResponseSchema.shape) as (keyof CompanyResponse)[];
