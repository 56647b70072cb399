/**
 * The fuzz's target: a real server on its own database with some data in it (an allowed company
 * with jobs and questions, a second company, an administrator), and its route table as registered.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import { z } from 'zod';
import { buildApp } from '#api/app.js';
import { testConfig } from '#api/config.js';
import { createAdmin } from '#api/modules/admin/admin.service.js';
import { getSessionByClientSecret } from '#api/modules/billing/billing.payments.repository.js';
import type { ProviderIntent } from '#api/platform/payments/provider.js';
import { ADMIN_SETUP_CLI } from '#api/platform/policy.js';
import { json, signUpCandidateVerified, signUpVerified } from '../helpers.js';
import { jobTaxonomyRefs, remoteJobBody } from '../job-refs.js';
import type { JsonSchema, Known } from './arbitraries.js';
import { isPublicPageRoute, type PublicPagesData } from './public-pages.js';
import { idsFor } from './requests.js';

export type FuzzRoute = {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The field names of the 200 answer (of each item, for a list). */
  answerFields: string[];
  /** For a route with a `filter` query: the answer's fields it can filter by (probed at start). */
  filterable: string[];
};

// A response given by content type (the event stream's) is no zod schema: it has no JSON fields.
const toJson = (schema: unknown): JsonSchema | undefined =>
  schema instanceof z.ZodType ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;

/** The API's routes as registered: method, URL and the JSON schema of params, query and body. */
export function routeTable(registered: RouteOptions[]): FuzzRoute[] {
  const out: FuzzRoute[] = [];
  for (const route of registered) {
    // The API browser's static files take no input of ours.
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of methods) {
      // HEAD runs the GET handler and only drops the body: fuzzing GET covers it.
      if (method === 'HEAD') continue;
      out.push({
        method,
        url: route.url,
        params: toJson(schema.params),
        querystring: toJson(schema.querystring),
        body: toJson(schema.body),
        answerFields: answerFields(toJson((schema.response as Record<number, unknown> | undefined)?.[200])),
        filterable: [],
      });
    }
  }
  return out.sort((a, b) => `${a.method} ${a.url}`.localeCompare(`${b.method} ${b.url}`));
}

/** The public pages' routes as registered (GET, outside /api): what public-pages.ts must cover. */
export function publicRouteTable(registered: RouteOptions[]): string[] {
  const urls = registered
    .filter((r) => (Array.isArray(r.method) ? r.method : [r.method]).includes('GET') && isPublicPageRoute(r.url))
    .map((r) => r.url);
  return [...new Set(urls)].sort();
}

function answerFields(schema: JsonSchema | undefined): string[] {
  const item = schema?.type === 'array' ? schema.items : schema;
  const variants = item?.anyOf ?? [item];
  return [...new Set(variants.flatMap((v) => Object.keys(v?.properties ?? {})))];
}

/**
 * The fields each list endpoint filters by: every field of its answer is tried in a `where` and
 * kept unless the endpoint names it unknown. So the fuzz's filters reach the queries.
 */
async function probeFilters(target: FuzzTarget) {
  for (const route of target.routes) {
    if (route.method !== 'GET' || !route.querystring?.properties?.filter) continue;
    const path = route.url.replace(/:(\w+)/g, (_m, name: string) => idsFor(target.known, route.url, name)[0] ?? '');
    const token = route.url.startsWith('/api/admin/')
      ? target.admin.token
      : route.url.startsWith('/api/candidate-app/')
        ? target.candidate.token
        : target.owner.token;
    for (const field of route.answerFields) {
      const filter = encodeURIComponent(JSON.stringify({ where: { [field]: null } }));
      const res = await target.app.inject(json('GET', `${path}?filter=${filter}`, undefined, token));
      if (!/Unknown field/.test(res.body)) route.filterable.push(field);
    }
  }
}

type Session = { token: string; userId: string };

export type FuzzTarget = {
  app: FastifyInstance;
  routes: FuzzRoute[];
  known: Known;
  owner: Session & { companyId: string; email: string };
  admin: Session & { email: string };
  /** A candidate with a saved profile: the caller of the candidate area. */
  candidate: Session & { candidateId: string };
  /** The public pages outside /api: their routes, and the careers pages' slugs. */
  pages: PublicPagesData;
  /** A payment intent of the owner's, for webhook events signed as the payment provider signs them. */
  intent: ProviderIntent;
  /** Error-level log lines written so far (cleared by the runner after each request). */
  errorLogs: string[];
  close: () => Promise<void>;
};

const PASSWORD = 'Kite7#Lumen';
const ADMIN_PASSWORD = 'Quartz#Lantern7';

/** A stand-in build of the web app: the server then serves it, and registers the public pages. */
function standInWebBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'td-fuzz-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Talentdeck</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** A server with some data: an allowed company with jobs and questions, a second company, an admin. */
export async function startFuzzTarget(): Promise<FuzzTarget> {
  const errorLogs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        const level = (JSON.parse(line) as { level?: number }).level ?? 0;
        if (level >= 50) errorLogs.push(line);
      }
      done();
    },
  });
  const registered: RouteOptions[] = [];
  const webDist = standInWebBuild();
  const app = await buildApp(
    testConfig({
      publicUrl: 'http://localhost:3000',
      serveWeb: true,
      webDist,
      logLevel: 'error',
      // Sign-in and sign-up are rate limited per address; every fuzz request comes from one.
      rateLimit: { authMax: 1_000_000, windowMs: 60_000 },
    }),
    { logStream, onRoute: (route) => registered.push(route) },
  );
  const routes = routeTable(registered);

  const ownerSignUp = await signUpVerified(app, { password: PASSWORD });
  const other = await signUpVerified(app, { password: PASSWORD });
  const adminEmail = `fuzz.admin.${Date.now()}@example.com`;
  await createAdmin(app.ctx, ADMIN_SETUP_CLI, { email: adminEmail, password: ADMIN_PASSWORD, name: 'Fuzz Admin' });
  const adminLogin = await app.inject(json('POST', '/api/user/login', { email: adminEmail, password: ADMIN_PASSWORD }));
  const admin = {
    token: adminLogin.json().token as string,
    userId: adminLogin.json().profile.userId as string,
    email: adminEmail,
  };
  const owner = {
    token: ownerSignUp.token,
    userId: ownerSignUp.profile.userId,
    companyId: ownerSignUp.profile.id,
    email: ownerSignUp.email,
  };
  const ok = async (options: InjectOptions) => {
    const res = await app.inject(options);
    if (res.statusCode >= 300)
      throw new Error(`fuzz setup: ${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  // An allowed company (the owner can post jobs), with a draft and a published job.
  await ok(json('PATCH', `/api/admin/companies/${owner.companyId}`, { isAllowed: true }, admin.token));
  const refs = await jobTaxonomyRefs(app);
  const job = remoteJobBody(refs, 'Backend Developer');
  const jobUrl = `/api/companies/${owner.companyId}/company-jobs`;
  const draft = await ok(json('POST', jobUrl, job, owner.token));
  const published = await ok(json('POST', jobUrl, { ...job, jobTitle: 'Published role' }, owner.token));
  await ok(
    json(
      'PATCH',
      `/api/company-job/${published.id}`,
      {
        jobDescription: '<p>Build the product with us.</p>',
        jobType: 'Full time',
        currency: 'EUR',
        salaryType: 'Monthly',
        minimumSalary: 1000,
        maximumSalary: 2000,
        numberOfHiring: 1,
        jobStatus: 'Published',
      },
      owner.token,
    ),
  );
  const questions = await ok(json('POST', `/api/company-jobs/${draft.id}/custom-questions`, ['Why us?'], owner.token));
  const packages = await ok(json('GET', '/api/admin/packages', undefined, admin.token));
  const promo = await ok(
    json('POST', '/api/admin/promos', { promoCode: 'FUZZ10', discountType: 'percent', discountValue: 10 }, admin.token),
  );

  // A payment in progress, so signed webhook events can name a real intent.
  const payment = await ok(
    json('POST', '/api/create-payment-intent', { packageId: packages[0].id, companyId: owner.companyId }, owner.token),
  );
  const session = await getSessionByClientSecret(app.db, payment.sessionId);
  const intent = session && (await app.ctx.payments.sandbox?.retrieveIntent(session.providerIntentId));
  if (!intent) throw new Error('fuzz setup: no payment intent');
  const candidateSignUp = await signUpCandidateVerified(app, { password: PASSWORD });
  const candidate = {
    token: candidateSignUp.token,
    userId: candidateSignUp.profile.userId,
    candidateId: candidateSignUp.candidateId,
  };
  const tests = (await ok(json('GET', '/api/candidate-app/tests', undefined, candidate.token))) as { id: string }[];
  // An application to the owner's published job: the pipeline's calls then name a real one.
  const application = (await ok(
    json('POST', `/api/candidate-app/jobs/${published.id}/apply`, { answers: [] }, candidate.token),
  )) as { id: string };
  const memberships = (await ok(json('GET', `/api/company/${owner.companyId}/users`, undefined, owner.token))) as {
    id: string;
  }[];
  const byKind: Known['byKind'] = {
    user: [owner.userId, other.profile.userId, admin.userId],
    company: [owner.companyId, other.profile.id],
    job: [draft.id, published.id],
    question: (questions as { id: string }[]).map((q) => q.id),
    membership: memberships.map((m) => m.id),
    package: (packages as { id: string }[]).slice(0, 2).map((p) => p.id),
    promo: [promo.id],
    industry: [refs.industryId],
    profession: [refs.professionId],
    skill: refs.skillIds.slice(0, 1),
    test: tests.slice(0, 2).map((t) => t.id),
    application: [application.id],
    candidate: [candidate.candidateId],
  };
  const known: Known = {
    byKind,
    ids: [
      owner.userId,
      owner.companyId,
      other.profile.userId,
      other.profile.id,
      admin.userId,
      draft.id,
      published.id,
      ...(questions as { id: string }[]).map((q) => q.id),
      refs.industryId,
      refs.professionId,
      ...refs.skillIds.slice(0, 1),
      ...refs.educationIds,
      refs.ageSpecificationId,
      refs.professionalExperienceId,
      ...(packages as { id: string }[]).slice(0, 2).map((p) => p.id),
      promo.id,
      candidate.userId,
      candidate.candidateId,
      ...tests.slice(0, 2).map((t) => t.id),
      application.id,
      '00000000-0000-4000-8000-000000000000',
    ],
    emails: [owner.email, other.email, candidateSignUp.email, adminEmail, 'nobody@example.com'],
    passwords: [PASSWORD, ADMIN_PASSWORD],
  };
  const slugOf = async (companyId: string, token: string) =>
    ((await ok(json('GET', `/api/company/${companyId}`, undefined, token))) as { slug: string }).slug;
  const pages: PublicPagesData = {
    routes: publicRouteTable(registered),
    slugs: [await slugOf(owner.companyId, owner.token), await slugOf(other.profile.id, other.token)],
  };
  const close = async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  };
  const target = { app, routes, known, owner, admin, candidate, pages, intent, errorLogs, close };
  await probeFilters(target);
  return target;
}
