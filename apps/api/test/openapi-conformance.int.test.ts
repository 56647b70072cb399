/**
 * The OpenAPI document against real answers: every route is called once by a caller it lets
 * through (with the authorization matrix's data and bodies), plus the reads a client makes with
 * `include`, and each JSON answer is validated with Ajv against the schema the document gives for
 * its status. The answers' schemas forbid undeclared properties and name the required ones, so an
 * answer passes only if it sends nothing undocumented and everything the document promises.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX_BODIES, MATRIX_QUERIES } from './authorization/bodies.js';
import { requestFor } from './authorization/requests.js';
import { type PrincipalName, startWorld, type World } from './authorization/world.js';
import { routeTable } from './fuzz/harness.js';
import { jobTaxonomyRefs, remoteJobBody } from './job-refs.js';

type Operation = { operationId: string; security?: unknown[]; responses: Record<string, ResponseObject> };
type ResponseObject = { content?: Record<string, { schema?: object }> };
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Who is let through by a route: the candidate area's owner, an administrator, the company owner, or anyone. */
function callerOf(url: string, op: Operation): PrincipalName {
  if (url.startsWith('/api/candidate-app/')) return 'candidate';
  if (url.startsWith('/api/admin/')) return 'admin';
  return op.security?.length ? 'owner' : 'anonymous';
}

// Not JSON answers, or not answers at all: the event stream never ends; the webhook wants the provider's signature.
const SKIPPED = new Set(['GET /api/events', 'POST /api/payments/webhook']);

let world: World;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

beforeAll(async () => {
  world = await startWorld();
  doc = (await world.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);

afterAll(async () => {
  await world?.app.close();
});

/** Ajv's faults of an answer against the document's schema for its status, or why it has none. */
function faultsOf(op: Operation, status: number, contentType: string | undefined, body: string): string[] {
  const response = op.responses[String(status)];
  if (!response) return [`status ${status} is not documented`];
  if (!contentType?.startsWith('application/json')) return [];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return [`status ${status} answers JSON, the document names no JSON schema`];
  const validate = ajv.compile(schema);
  if (validate(JSON.parse(body))) return [];
  return (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

describe('the OpenAPI document', () => {
  it('describes the real answers of every route', async () => {
    const routes = routeTable(world.registered);
    const wrong: string[] = [];
    const validated = new Map<string, number>();
    const check = async (name: string, op: Operation, who: PrincipalName, url: string, method: string, payload?: unknown) => {
      const token = await world.tokenOf(who);
      const res = await world.app.inject({
        method: method as 'GET',
        url,
        ...(payload !== undefined ? { payload: payload as object } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const faults = faultsOf(op, res.statusCode, res.headers['content-type'] as string | undefined, res.body);
      if (faults.length) wrong.push(`${name} as ${who} (${res.statusCode}): ${faults.join('; ')}`);
      if (!faults.length && res.statusCode < 300) validated.set(op.operationId, (validated.get(op.operationId) ?? 0) + 1);
    };
    // A real sign-in, before any call may change the owner's password.
    const signIn = doc.paths['/api/user/login']?.post as Operation;
    await check('signIn', signIn, 'anonymous', '/api/user/login', 'POST', {
      email: world.owner.email,
      password: world.owner.password,
    });
    // The owner's own requests go last: they are the ones that may change the rows the others read.
    const ordered = [...routes].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const route of ordered) {
      const name = `${route.method} ${route.url}`;
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!op || SKIPPED.has(name)) continue;
      const request = requestFor(world, route, MATRIX_BODIES(world), MATRIX_QUERIES(world));
      await check(name, op, callerOf(route.url, op), request.url, request.method, request.payload);
    }

    // The reads with every relation a client can ask for.
    const filter = (f: object) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
    const jobOp = doc.paths['/api/company-job/{jobId}']?.get as Operation;
    const include = ['skills', 'company', 'industry', 'profession', 'educations', 'professionalExperience', 'ageSpecification'];
    for (const jobId of [world.ids.job, world.ids.openJob]) {
      await check('getJob with include', jobOp, 'owner', `/api/company-job/${jobId}?${filter({ include })}`, 'GET');
    }
    await check('getJob anonymously', jobOp, 'anonymous', `/api/company-job/${world.ids.openJob}`, 'GET');
    const createOp = doc.paths['/api/companies/{companyId}/company-jobs']?.post as Operation;
    const body = remoteJobBody(await jobTaxonomyRefs(world.app), 'Platform Engineer');
    await check('createJob', createOp, 'owner', `/api/companies/${world.owner.companyId}/company-jobs`, 'POST', body);
    const applicantsOp = doc.paths['/api/company-jobs/{jobId}/job-applications']?.get as Operation;
    await check('listApplicants', applicantsOp, 'owner', `/api/company-jobs/${world.ids.openJob}/job-applications`, 'GET');
    const listOp = doc.paths['/api/company-jobs']?.get as Operation;
    await check('listJobs with industry', listOp, 'owner', `/api/company-jobs?${filter({ include: ['industry'] })}`, 'GET');

    expect(wrong).toEqual([]);
    // The answers an integrator relies on most were among those checked.
    for (const id of [
      'getJob',
      'listJobs',
      'createJob',
      'updateJob',
      'getCompany',
      'updateCompany',
      'getCurrentProfile',
      'signIn',
      'getApplication',
      'listApplicants',
      'getCompanyCandidate',
      'getCandidateProfile',
      'listCandidateApplications',
    ]) {
      expect(validated.get(id), `${id} validated`).toBeGreaterThan(0);
    }
    expect([...validated.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(60);
  }, 120_000);

  it('lets a job narrowed by filter.fields go out, with only the named fields and id', async () => {
    const filter = encodeURIComponent(JSON.stringify({ fields: ['jobTitle'] }));
    const res = await world.app.inject({ method: 'GET', url: `/api/company-job/${world.ids.openJob}?filter=${filter}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'jobTitle']);
  });
});
