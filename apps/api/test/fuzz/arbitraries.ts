/**
 * fast-check arbitraries for the API fuzz: values of the shape a route's JSON schema describes
 * (so they get past validation and reach the services), and the hostile values that replace parts
 * of them.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
};

/** The data the server already holds, so generated ids and emails name real rows. */
export type Known = {
  ids: string[];
  /** The same ids by what they name. */
  byKind: Record<
    | 'user'
    | 'company'
    | 'job'
    | 'question'
    | 'membership'
    | 'package'
    | 'promo'
    | 'industry'
    | 'profession'
    | 'skill'
    | 'test'
    | 'application'
    | 'candidate',
    string[]
  >;
  emails: string[];
  passwords: string[];
};

/** Strings PostgreSQL, the URL parser, the HTML builder or a regex might choke on. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003',
  '\u0008\u001b[31m',
  'tab\there',
  'line\nbreak',
  '\r\n',
  '\u007f',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '\u2028\u2029',
  '\u202e\u200b\ufeff',
  '😀👩‍👩‍👧',
  '',
  ' ',
  '   \t  ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '1e309',
  '0x10',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  '{}',
  '[]',
  '$&',
  "A $& B $' C $` D $1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '%00',
  '%',
  '_',
  '\\',
  '../../../etc/passwd',
  '/uploads/..',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://',
  'https://x',
  '//evil.example',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2024-02-30T00:00:00Z',
  '1970-01-01T00:00:00+99:99',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000g',
  'x'.repeat(256),
  'x'.repeat(5_000),
  'é'.repeat(3_000),
  '\u0000'.repeat(300),
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.000001,
  1.0000000001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  8.64e15,
  -8.64e15,
];

/** A nest deeper than any schema expects (each level an object or an array). */
const deep = (levels: number, array: boolean): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = array ? [v] : { a: v };
  return v;
};

/** Any string at all, unpaired surrogates and control characters included. */
const anyString = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: anyString },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], ['x'], [1, 2, 3]) },
  { weight: 1, arbitrary: fc.constantFrom(deep(200, false), deep(200, true), deep(3, false)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { __proto__: { polluted: true } },
      JSON.parse('{"__proto__":{"polluted":true}}'),
      { constructor: { prototype: { polluted: true } } },
      { toString: 'x', valueOf: 1 },
      Array.from({ length: 1000 }, (_, i) => i),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * encodeURIComponent, except that a lone UTF-16 surrogate (which it refuses) is sent as the bytes
 * its code would have in UTF-8 (ED A0 80 for U+D800): what an attacker's raw request can carry.
 */
export const encode = (s: string) =>
  s.replace(/[\s\S]/gu, (ch) => {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    return encodeURIComponent(ch);
  });

const minLen = (s: JsonSchema) => s.minLength ?? 0;

/** A string satisfying the schema's pattern and lengths when that is easy, else one near it. */
function stringArb(schema: JsonSchema, key: string, known: Known): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...known.ids) }, fc.uuid());
  if (schema.format === 'date-time')
    return fc.oneof(
      fc
        .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString()),
      // Well-formed, yet at the edges of what JavaScript and PostgreSQL can hold.
      fc.constantFrom(
        '0000-01-01T00:00:00Z',
        '0001-01-01T00:00:00Z',
        '9999-12-31T23:59:59.999Z',
        '2024-02-29T12:00:00+14:00',
        '2023-02-29T00:00:00Z',
        '1969-12-31T23:59:59.999-12:00',
      ),
    );
  if (/email/i.test(key))
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known.emails) },
      fc.emailAddress().filter((e) => e.length < 200),
    );
  if (/password/i.test(key)) return fc.constantFrom(...known.passwords, 'Passw0rd!x', 'An0ther$ecret');
  const max = Math.min(schema.maxLength ?? 30, Math.max(minLen(schema) + 20, 30));
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    return fc.stringMatching(re).filter((s) => s.length >= minLen(schema) && s.length <= (schema.maxLength ?? Infinity));
  }
  const fits = (v: string) => v.length >= minLen(schema) && v.length <= (schema.maxLength ?? Infinity);
  // Text of the right length with characters in it that the storage or the pages may mishandle.
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: minLen(schema), maxLength: max }) },
    { weight: 2, arbitrary: hostileString.filter(fits) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ minLength: minLen(schema), maxLength: max }), hostileString)
        .map(([a, h]) => `${a.slice(0, Math.max(minLen(schema), 1))}${h}${a}`.slice(0, schema.maxLength ?? 10_000))
        .filter(fits),
    },
  );
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (schema.multipleOf ?? 1) : -1000);
  const hi = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : lo + 10_000);
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    return fc.integer({ min: Math.ceil(lo / step), max: Math.floor(hi / step) }).map((n) => Number((n * step).toFixed(6)));
  }
  if (integer)
    return fc.integer({
      min: Math.max(Math.ceil(lo), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor(hi), Number.MAX_SAFE_INTEGER),
    });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** A value of the schema's shape: what a well-behaved client would send. */
export function fromSchema(schema: JsonSchema | undefined, known: Known, key = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, known, key, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], known, key, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, fromSchema(s, known, k, depth + 1)]));
      if (Object.keys(model).length === 0)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      return fc.record(model, { requiredKeys: schema.required?.filter((k) => k in model) ?? [] });
    }
    case 'array':
      return fc.array(fromSchema(schema.items, known, key, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'string':
      return stringArb(schema, key, known);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

/** Every place in a JSON value that a mutation may replace (the root included). */
export function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) pathsOf(v, [...at, i], out);
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) pathsOf(v, [...at, k], out);
  return out;
}

/** A copy of `value` with the part at `path` replaced (or, with `remove`, taken out). */
export function replaceAt(value: unknown, path: Path, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (remove && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = replaceAt(copy[head as number], rest, next, remove);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (remove && rest.length === 0) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, next, remove);
  return copy;
}

/** A well-shaped value, or one with a hostile part, a missing part or an unknown key. */
export function mutated(valid: fc.Arbitrary<unknown>, keepWeight = 2): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const paths = pathsOf(value);
    return fc.oneof(
      { weight: keepWeight, arbitrary: fc.constant(value) },
      { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...paths), hostileValue).map(([p, h]) => replaceAt(value, p, h)) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.constantFrom(...paths), fc.constantFrom(...paths), hostileValue, hostileValue)
          .map(([p, q, h, i]) => replaceAt(replaceAt(value, p, h), q, i)),
      },
      { weight: 1, arbitrary: fc.constantFrom(...paths).map((p) => replaceAt(value, p, undefined, true)) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom('unknownKey', '__proto__', 'constructor', 'isAllowed', 'userType', 'companyId', 'id'),
            hostileValue,
          )
          .map(([k, h]) =>
            value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object), [k]: h } : value,
          ),
      },
    );
  });
}

/**
 * The `filter` query parameter: JSON in the API's filter language, on the fields the endpoint
 * filters by (found by the harness), with hostile values and keys.
 */
export const filterParam = (filterable: string[]): fc.Arbitrary<string> => {
  const fields = [...filterable, 'unknownField', '__proto__'];
  const ops = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'inq', 'like', 'ilike', 'nin', 'regexp'];
  const value = fc.oneof(
    hostileValue,
    fc.integer(),
    fc.constantFrom(
      'Published',
      'Draft',
      'Completed',
      '2024-01-01',
      '+275760-09-13',
      '0000-01-01',
      '-000001-01-01',
      1e300,
      -1e300,
      2 ** 31,
      8.64e15,
      -8.64e15,
      1e16,
      '1e400',
      'NaN',
      '%',
      '\\',
    ),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  );
  const condition = fc.oneof(
    value,
    fc.dictionary(fc.constantFrom(...ops), fc.oneof(value, fc.array(value, { maxLength: 3 })), { maxKeys: 2 }),
  );
  const field = fc.constantFrom(...fields);
  const where = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(field, value).map(([f, v]) => ({ [f]: v })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(field, fc.constantFrom(...ops), fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 2 })))
        .map(([f, o, v]) => ({ [f]: { [o]: v } })),
    },
    fc.dictionary(fc.constantFrom(...fields), condition, { maxKeys: 3 }),
    fc.record({ or: fc.array(fc.dictionary(fc.constantFrom(...fields), condition, { maxKeys: 2 }), { maxLength: 3 }) }),
    hostileValue,
  );
  const filter = fc.record(
    {
      where,
      order: fc.oneof(
        fc.constantFrom(...fields).map((f) => `${f} DESC`),
        hostileValue,
      ),
      limit: fc.oneof(fc.integer({ min: -5, max: 200 }), hostileValue),
      offset: fc.oneof(fc.integer({ min: -5, max: 200_000 }), hostileValue),
      fields: fc.oneof(fc.array(fc.constantFrom(...fields), { maxLength: 3 }), hostileValue),
      include: fc.oneof(fc.constantFrom('industry', 'profession', 'skills', 'company', 'packages'), hostileValue),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(
    // A where clause alone most often: any other key that is wrong would answer 422 before the query.
    { weight: 6, arbitrary: where.map((w) => JSON.stringify({ where: w })) },
    { weight: 3, arbitrary: filter.map((f) => JSON.stringify(f)) },
    { weight: 1, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{',
        '{"where":',
        '{"where":{"id":{"eq":"\\u0000"}}}',
        '{"where":{"jobTitle":"\\ud800"}}',
        '[1]',
        'null',
      ),
    },
  );
};
