/**
 * The API tests' client: requests go through `app.inject` (no network), typed from the OpenAPI
 * document (`npm run openapi` writes build/openapi/schema.d.ts, which typecheck runs first). A call
 * names the path template the document names, so a test of a route the document lacks, or with
 * parameters or a body it does not describe, does not compile:
 *
 *   const api = testClient(app);
 *   const res = await api.get('/api/company/{id}', { params: { id }, token });  // res.json() is typed
 *   const job = await api.ok.post('/api/companies/{companyId}/company-jobs', { params, token, body });
 *
 * A test that sends something deliberately wrong (a bad body, an unknown path) says so with
 * `api.raw`, which takes any method, url and body and answers untyped.
 *
 * openapi-fetch takes a custom `fetch`, so it could route to `app.inject` too; its answer is
 * `{ data, error, response }` with the body already read, while these tests assert on inject's
 * response (`statusCode`, `body`, `headers`, `json()`), which this client keeps.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { paths } from '../../../build/openapi/schema.js';
import { json } from './helpers.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The path templates the document gives this method (the others are `method?: never` there). */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof paths];

type Operation<M extends Method, P extends PathOf<M>> = paths[P][M];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : unknown;

/** The JSON of the operation's success answer (200 or 201; a 204 has none). */
export type Answer<Op> = Op extends { responses: infer R }
  ? 200 extends keyof R
    ? JsonContent<R[200]>
    : 201 extends keyof R
      ? JsonContent<R[201]>
      : undefined
  : unknown;

type PathParams<Op> = Op extends { parameters: { path: infer Params extends object } } ? Params : never;
type QueryParams<Op> = Op extends { parameters: { query?: infer Query extends object } } ? Query : never;

/** The query parameters the document gives the operation, e.g. to type a helper that lists with filters. */
export type QueryOf<M extends Method, P extends PathOf<M>> = QueryParams<Operation<M, P>>;

/** The JSON body the document gives the operation's request. */
export type BodyOf<M extends Method, P extends PathOf<M>> = JsonContent<NonNullable<RequestBodyOf<Operation<M, P>>>>;
type RequestBodyOf<Op> = Op extends { requestBody?: infer Body } ? Body : never;

type ParamsOption<Op> = [PathParams<Op>] extends [never] ? { params?: never } : { params: PathParams<Op> };
type QueryOption<Op> = [QueryParams<Op>] extends [never] ? { query?: never } : { query?: QueryParams<Op> };
type BodyOption<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? { body: Body }
  : Op extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? { body?: Body }
    : { body?: never };

export type RequestOptions<Op> = ParamsOption<Op> &
  QueryOption<Op> &
  BodyOption<Op> & {
    /** The session token, sent as `Authorization: Bearer`; anonymous without it. */
    token?: string;
    headers?: Record<string, string>;
  };

/** The options may be left out when the operation needs no path parameters and no body. */
type OptionsArgument<Op> = object extends RequestOptions<Op> ? [options?: RequestOptions<Op>] : [options: RequestOptions<Op>];

/** Inject's response, with `json()` typed as the operation's success answer (`errorOf` reads the others). */
export type ApiResponse<T> = Omit<LightMyRequestResponse, 'json'> & { json(): T };

type Caller<M extends Method> = <P extends PathOf<M>>(
  path: P,
  ...options: OptionsArgument<Operation<M, P>>
) => Promise<ApiResponse<Answer<Operation<M, P>>>>;

type OkCaller<M extends Method> = <P extends PathOf<M>>(
  path: P,
  ...options: OptionsArgument<Operation<M, P>>
) => Promise<Answer<Operation<M, P>>>;

type LooseOptions = { token?: string; body?: unknown; headers?: Record<string, string> };

export type TestClient = { [M in Method]: Caller<M> } & {
  /** The same calls, asserting a 2xx answer and answering its body; otherwise the test fails with the status and body. */
  ok: { [M in Method]: OkCaller<M> };
  /** Any method, url and body, untyped: for requests a test sends wrong on purpose. */
  raw(method: InjectOptions['method'], url: string, options?: LooseOptions): Promise<LightMyRequestResponse>;
};

/** The path template with its `{name}` parameters filled in, and the query string appended. */
function urlOf(template: string, params: object = {}, query: object = {}) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, unknown>)[name];
    if (value === undefined) throw new Error(`${template}: no value for the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A client of the app. Pass the app, or a function that answers it when a suite creates the app
 * in `beforeAll` after the client is made.
 */
export function testClient(app: FastifyInstance | (() => FastifyInstance)): TestClient {
  const appOf = typeof app === 'function' ? app : () => app;

  const raw = (method: InjectOptions['method'], url: string, { token, body, headers }: LooseOptions = {}) => {
    const request = json(method, url, body, token);
    return appOf().inject({ ...request, headers: { ...request.headers, ...headers } });
  };
  const send = (method: Method, path: string, options: RequestOptions<unknown> | undefined) =>
    raw(method.toUpperCase() as InjectOptions['method'], urlOf(path, options?.params, options?.query), options);
  const sendOk = async (method: Method, path: string, options: RequestOptions<unknown> | undefined) => {
    const res = await send(method, path, options);
    if (res.statusCode < 200 || res.statusCode >= 300) {
      const url = urlOf(path, options?.params, options?.query);
      throw new Error(`${method.toUpperCase()} ${url} answered ${res.statusCode}: ${res.body}`);
    }
    // A 204 has no body to parse.
    return res.body ? res.json() : undefined;
  };

  const methods: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
  const callers = Object.fromEntries(
    methods.map((m) => [m, (path: string, options?: RequestOptions<unknown>) => send(m, path, options)]),
  );
  const okCallers = Object.fromEntries(
    methods.map((m) => [m, (path: string, options?: RequestOptions<unknown>) => sendOk(m, path, options)]),
  );
  return { ...callers, ok: okCallers, raw } as unknown as TestClient;
}
