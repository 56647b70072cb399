import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { errorResponseSchema, IDEMPOTENCY } from '@talentdeck/shared';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { optionalUser, requireAdmin, requireAllowedCompany, requireUser } from './auth.js';

/** The error envelope documented for each status a route can answer with. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as Record<number, typeof errorResponseSchema>;
}

/**
 * For hot routes whose 200 answer is built field by field from an explicit list: write it with
 * JSON.stringify instead of re-checking it against its zod schema on every request (which cost
 * more than the work itself). Other statuses keep the schema check; the schema still documents
 * the answer in the OpenAPI document.
 */
export const plainJsonOn200 = (route: { httpStatus?: string }) =>
  route.httpStatus === '200'
    ? (data: unknown) => (data instanceof JsonText ? data.text : JSON.stringify(data))
    : serializerCompiler(route as unknown as Parameters<typeof serializerCompiler>[0]);

/** An answer already written as JSON text: plainJsonOn200 sends it as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * For routes whose `filter.fields` narrows the answer: the document shows the whole answer (every
 * field the server sends without `fields`, as required), while the 200 answer is checked against
 * `narrowed` (the same fields, each optional), so a narrowed answer still goes out. Other statuses
 * keep their own schema.
 */
export const narrowedOn200 = (narrowed: unknown) => (route: { httpStatus?: string; schema?: unknown }) =>
  serializerCompiler({
    ...(route as unknown as Parameters<typeof serializerCompiler>[0]),
    ...(route.httpStatus === '200' ? { schema: narrowed } : {}),
  } as Parameters<typeof serializerCompiler>[0]);

/** The document's tags, declared once, each with what its operations are for. */
export const API_TAGS = [
  { name: 'System', description: 'Health, the settings the web app reads before sign-in, and the captcha challenge' },
  { name: 'Accounts', description: 'Sign-up, sign-in, email verification, password and email changes, invitations' },
  { name: 'Companies', description: 'The business profile of the caller’s company and its offices' },
  { name: 'Collaborators', description: 'The members a company invites and removes' },
  { name: 'Waitlist', description: 'Asking the platform to let a company in' },
  { name: 'Billing', description: 'Job-posting bundles, card payments, promo codes and job credits' },
  { name: 'Taxonomy', description: 'Industries, professions, skills, education levels and brackets that jobs name' },
  { name: 'Jobs', description: 'Job openings: the creation wizard, publishing, screening questions, statistics' },
  { name: 'Careers', description: 'A company’s public careers page as data: its card and its published jobs' },
  {
    name: 'Applicants',
    description:
      'The recruiter’s side of applications: a job’s applicants, status changes, team notes, candidate profiles and test results',
  },
  {
    name: 'Interviews',
    description: 'Scheduling, rescheduling and cancelling interviews, with their calendar invitations; the interview lists',
  },
  { name: 'Messages', description: 'Conversations between a company and the candidates who applied, unread counts' },
  { name: 'Dashboard', description: 'The dashboard’s figures: applications by industry, jobs by city, top matching candidates' },
  { name: 'Matching', description: 'Match percentages of candidates and jobs, each with its explanation' },
  {
    name: 'Candidate app',
    description:
      'The candidate’s own area: sign-up, profile, skills tests, job search, applications, matches, interviews and messages',
  },
  { name: 'Notifications', description: 'The notification bell and the live event stream' },
  { name: 'Geo', description: 'City search over the bundled world-cities data' },
  { name: 'Attachments', description: 'Image uploads (logos, pictures)' },
  { name: 'Administration', description: 'The platform administration: companies, packages, promo codes, taxonomy' },
  { name: 'Privacy', description: 'What a candidate can do with the data held about them: export it' },
  {
    name: 'Audit log',
    description: 'Who did what to which record, and when: a company’s log for its owner, the administrators’ for them',
  },
];

const GUARDS: ReadonlySet<unknown> = new Set([requireUser, requireAllowedCompany, requireAdmin]);
const AUTHENTICATED = [{ bearer: [] }, { cookie: [] }];

/**
 * Each route's zod schemas as JSON Schema, and its security as its guard says: a guarded operation
 * needs the bearer or cookie scheme, one with an optional session takes either or none, any other
 * is public (`security: []`). Read from the route itself, so a new route cannot be documented wrongly.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const documented = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const hooks = [input.route.onRequest, input.route.preHandler].flat();
  const security = hooks.some((hook) => GUARDS.has(hook))
    ? AUTHENTICATED
    : hooks.includes(optionalUser)
      ? [{}, ...AUTHENTICATED]
      : [];
  return { ...documented, schema: { ...documented.schema, security } as FastifySchema };
};

type DocumentedOperation = {
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
};

/**
 * The `Idempotency-Key` header (platform/idempotency.ts), described once in `components` and named
 * by each operation it applies to: a POST a signed-in caller may make (its security names a
 * scheme) with a body that is not a multipart upload.
 */
export const documentIdempotencyKey: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const document = input.openapiObject as {
    components?: { parameters?: Record<string, unknown> };
    paths?: Record<string, { post?: DocumentedOperation }>;
  };
  document.components = {
    ...document.components,
    parameters: {
      ...document.components?.parameters,
      IdempotencyKey: {
        name: IDEMPOTENCY.keyHeader,
        in: 'header',
        required: false,
        description: [
          'Optional; a signed-in caller’s own key for this request (a UUID is fine), kept for',
          `${IDEMPOTENCY.keyLifetimeHours} hours. A retry with the same key and body gets the first answer again, with`,
          `\`${IDEMPOTENCY.replayedHeader}: true\`, without running again; 5xx answers are not kept, so their retry runs.`,
          'The same key on another call or with another body answers 422 (IDEMPOTENCY_KEY_REUSED), a retry while the',
          'first request still runs 409 (IDEMPOTENCY_KEY_IN_USE), a malformed key 400 (IDEMPOTENCY_KEY_INVALID).',
        ].join(' '),
        schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY.keyMaxLength, pattern: '^[\\x20-\\x7E]+$' },
      },
    },
  };
  for (const path of Object.values(document.paths ?? {})) {
    const operation = path.post;
    const signedIn = operation?.security?.some((scheme) => Object.keys(scheme).length > 0);
    if (!operation || !signedIn || operation.requestBody?.content?.['multipart/form-data']) continue;
    operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
  }
  return input.openapiObject;
};
