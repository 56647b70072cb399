import { hasRefusedCharacters, isStorableDate, MESSAGES } from '@talentdeck/shared';
import {
  type AnyColumn,
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type ErrorDetail, validationError } from './errors.js';

/**
 * The `filter` query parameter of API.md: JSON with where, fields, include, order, limit, offset.
 * Every endpoint declares what it allows; anything else answers 422 naming the offending key.
 * Values only ever reach SQL as bound parameters and keys only ever map to declared columns, so
 * neither can inject SQL.
 */

/** `integer` is a PostgreSQL integer column: whole numbers within its 32-bit range only. */
export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'uuid' | { enum: readonly string[] };
export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'between' | 'inq' | 'like' | 'ilike';

export type FilterField = { column: AnyColumn | SQL; type: FieldType; operators?: readonly Operator[] };

export type FilterSpec = {
  /** Fields usable in where (and in order unless `order` says otherwise). */
  where: Record<string, FilterField>;
  /** Fields that can be sorted on; defaults to every where field. */
  order?: readonly string[];
  /** Field names a client may select with `fields`. */
  fields?: readonly string[];
  /** Relation paths a client may include, e.g. 'candidate' or 'candidate.user'. */
  include?: readonly string[];
  defaultOrder?: SQL[];
  defaultLimit?: number;
  maxLimit?: number;
};

export type ParsedFilter = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  fields: string[] | undefined;
  include: string[];
  /** Whether the client's last sort key is DESC; undefined when it gave no order (the default applies). */
  lastOrderDescending?: boolean;
};

export const FILTER_LIMITS = {
  rawLength: 4000,
  depth: 4,
  conditions: 50,
  listItems: 100,
  stringLength: 200,
  defaultLimit: 10,
  maxLimit: 100,
  maxOffset: 100_000,
} as const;

const COMPARISON_OPS: readonly Operator[] = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'inq'];
const DEFAULT_OPS: Record<string, readonly Operator[]> = {
  string: ['eq', 'neq', 'inq', 'like', 'ilike'],
  uuid: ['eq', 'neq', 'inq'],
  boolean: ['eq', 'neq'],
  number: COMPARISON_OPS,
  integer: COMPARISON_OPS,
  date: COMPARISON_OPS,
  enum: ['eq', 'neq', 'inq'],
};
const TOP_KEYS = new Set(['where', 'fields', 'include', 'order', 'limit', 'offset']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL's integer range: a value past it fails the query instead of matching nothing. */
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

class FilterError extends Error {
  constructor(readonly detail: ErrorDetail) {
    super(detail.message);
  }
}
const fail = (field: string, message: string): never => {
  throw new FilterError({ field, message });
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

const own = (obj: Record<string, unknown>) => Object.keys(obj);

function coerce(value: unknown, type: FieldType, at: string): unknown {
  if (typeof type === 'object') {
    if (typeof value === 'string' && type.enum.includes(value)) return value;
    return fail(at, `Must be one of: ${type.enum.join(', ')}`);
  }
  switch (type) {
    case 'string':
      if (typeof value !== 'string') return fail(at, 'Must be a string');
      if (value.length > FILTER_LIMITS.stringLength) return fail(at, `At most ${FILTER_LIMITS.stringLength} characters`);
      // JSON escapes (\u0000) bring in what the query string itself could not carry.
      if (hasRefusedCharacters(value)) return fail(at, MESSAGES.controlCharacters);
      return value;
    case 'uuid':
      if (typeof value !== 'string' || !UUID.test(value)) return fail(at, 'Must be an id');
      return value;
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) return fail(at, 'Must be a number');
      return n;
    }
    case 'integer': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < INT_MIN || n > INT_MAX)
        return fail(at, `Must be a whole number between ${INT_MIN} and ${INT_MAX}`);
      return n;
    }
    case 'boolean':
      if (typeof value !== 'boolean') return fail(at, 'Must be true or false');
      return value;
    case 'date': {
      if (typeof value !== 'string' && typeof value !== 'number') return fail(at, 'Must be a date');
      const d = new Date(value);
      if (Number.isNaN(d.getTime())) return fail(at, 'Must be a date');
      // PostgreSQL has no year 0 and cannot read JavaScript's six-digit years: the query would fail.
      if (!isStorableDate(d.getTime())) return fail(at, MESSAGES.dateOutOfRange);
      return d;
    }
  }
}

/** `params` set: values become named placeholders (p0, p1…) collected there, in parse order. */
type Ctx = { spec: FilterSpec; conditions: number; params?: Record<string, unknown>; bound: number };

/** A coerced value as the condition takes it: itself, or a placeholder when binding. */
function bind(ctx: Ctx, value: unknown): unknown {
  if (!ctx.params) return value;
  const name = `p${ctx.bound++}`;
  // Dates travel as ISO text so both drivers send the same instant.
  ctx.params[name] = value instanceof Date ? value.toISOString() : value;
  return sql.placeholder(name);
}

function fieldCondition(name: string, field: FilterField, raw: unknown, at: string, ctx: Ctx): SQL {
  const allowed = field.operators ?? DEFAULT_OPS[typeof field.type === 'object' ? 'enum' : field.type] ?? [];
  // Expressions (SQL) are accepted too; drizzle's operators take both at run time.
  const col = field.column as AnyColumn;
  if (!isPlainObject(raw)) {
    if (raw === null) return isNull(col);
    if (!allowed.includes('eq')) return fail(at, `Operator eq is not allowed on ${name}`);
    return eq(col, bind(ctx, coerce(raw, field.type, at)));
  }
  const ops = own(raw);
  if (ops.length === 0) return fail(at, 'Empty condition');
  const parts: SQL[] = [];
  for (const op of ops) {
    const opAt = `${at}.${op}`;
    if (!allowed.includes(op as Operator)) return fail(opAt, `Operator ${op} is not allowed on ${name}`);
    ctx.conditions += 1;
    const v = raw[op];
    switch (op as Operator) {
      case 'eq':
        parts.push(v === null ? isNull(col) : eq(col, bind(ctx, coerce(v, field.type, opAt))));
        break;
      case 'neq':
        parts.push(v === null ? isNotNull(col) : ne(col, bind(ctx, coerce(v, field.type, opAt))));
        break;
      case 'gt':
        parts.push(gt(col, bind(ctx, coerce(v, field.type, opAt))));
        break;
      case 'gte':
        parts.push(gte(col, bind(ctx, coerce(v, field.type, opAt))));
        break;
      case 'lt':
        parts.push(lt(col, bind(ctx, coerce(v, field.type, opAt))));
        break;
      case 'lte':
        parts.push(lte(col, bind(ctx, coerce(v, field.type, opAt))));
        break;
      case 'between': {
        if (!Array.isArray(v) || v.length !== 2) return fail(opAt, 'between takes two values');
        parts.push(
          between(col, bind(ctx, coerce(v[0], field.type, `${opAt}.0`)), bind(ctx, coerce(v[1], field.type, `${opAt}.1`))),
        );
        break;
      }
      case 'inq': {
        if (!Array.isArray(v) || v.length === 0) return fail(opAt, 'inq takes a non-empty list');
        if (v.length > FILTER_LIMITS.listItems) return fail(opAt, `At most ${FILTER_LIMITS.listItems} values`);
        parts.push(
          inArray(
            col,
            v.map((item, i) => bind(ctx, coerce(item, field.type, `${opAt}.${i}`))),
          ),
        );
        break;
      }
      case 'like':
      case 'ilike': {
        const text = coerce(v, 'string', opAt) as string;
        // PostgreSQL refuses a pattern whose last backslash escapes nothing.
        if (/(^|[^\\])(\\\\)*\\$/.test(text)) return fail(opAt, 'A pattern cannot end with a single \\');
        const pattern = bind(ctx, text) as string;
        parts.push(op === 'like' ? like(col, pattern) : ilike(col, pattern));
        break;
      }
    }
  }
  return parts.length === 1 ? (parts[0] as SQL) : (and(...parts) as SQL);
}

function whereClause(raw: unknown, at: string, depth: number, ctx: Ctx): SQL | undefined {
  if (depth > FILTER_LIMITS.depth) return fail(at, `Conditions nest at most ${FILTER_LIMITS.depth} deep`);
  if (!isPlainObject(raw)) return fail(at, 'Must be an object');
  const parts: SQL[] = [];
  for (const key of own(raw)) {
    const keyAt = `${at}.${key}`;
    if (ctx.conditions++ >= FILTER_LIMITS.conditions) return fail(keyAt, `At most ${FILTER_LIMITS.conditions} conditions`);
    const value = raw[key];
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value) || value.length === 0) return fail(keyAt, `${key} takes a non-empty list`);
      if (value.length > FILTER_LIMITS.listItems) return fail(keyAt, `At most ${FILTER_LIMITS.listItems} entries`);
      const subs = value.map((v, i) => whereClause(v, `${keyAt}.${i}`, depth + 1, ctx)).filter((s): s is SQL => !!s);
      const joined = key === 'and' ? and(...subs) : or(...subs);
      if (joined) parts.push(joined);
      continue;
    }
    const field = Object.hasOwn(ctx.spec.where, key) ? ctx.spec.where[key] : undefined;
    if (!field) return fail(keyAt, `Unknown field: ${key}`);
    parts.push(fieldCondition(key, field, value, keyAt, ctx));
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : and(...parts);
}

function orderClause(raw: unknown, spec: FilterSpec): SQL[] {
  const entries = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(entries)) return fail('filter.order', 'Must be a string or a list of strings');
  if (entries.length > 5) return fail('filter.order', 'At most 5 sort keys');
  const allowed = spec.order ?? Object.keys(spec.where);
  return entries.map((entry, i) => {
    const at = `filter.order.${i}`;
    if (typeof entry !== 'string') return fail(at, 'Must be a string such as "createdAt DESC"');
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+(ASC|DESC))?\s*$/i.exec(entry);
    if (!match) return fail(at, 'Must look like "field ASC" or "field DESC"');
    const [, name = '', dir] = match;
    const field = allowed.includes(name) && Object.hasOwn(spec.where, name) ? spec.where[name] : undefined;
    if (!field) return fail(at, `Cannot sort by ${name}`);
    return dir?.toUpperCase() === 'DESC' ? desc(field.column as AnyColumn) : asc(field.column as AnyColumn);
  });
}

function fieldsClause(raw: unknown, spec: FilterSpec): string[] {
  let names: string[];
  if (Array.isArray(raw))
    names = raw.map((n, i) => (typeof n === 'string' ? n : fail(`filter.fields.${i}`, 'Must be a field name')));
  else if (isPlainObject(raw)) names = own(raw).filter((k) => raw[k] === true);
  else return fail('filter.fields', 'Must be a list of field names');
  const allowed = spec.fields ?? [];
  for (const n of names) if (!allowed.includes(n)) fail(`filter.fields.${n}`, `Unknown field: ${n}`);
  return names;
}

function includeClause(raw: unknown, spec: FilterSpec, prefix = '', at = 'filter.include', depth = 0): string[] {
  if (depth > 2) return fail(at, 'Relations nest at most 3 deep');
  const entries = Array.isArray(raw) ? raw : [raw];
  const allowed = spec.include ?? [];
  const out: string[] = [];
  for (const [i, entry] of entries.entries()) {
    const entryAt = `${at}.${i}`;
    let relation: unknown = entry;
    let scope: unknown;
    if (isPlainObject(entry)) {
      for (const k of own(entry)) if (k !== 'relation' && k !== 'scope') fail(`${entryAt}.${k}`, `Unknown key: ${k}`);
      relation = entry.relation;
      scope = entry.scope;
    }
    if (typeof relation !== 'string') return fail(entryAt, 'Must be a relation name');
    const path = prefix ? `${prefix}.${relation}` : relation;
    if (!allowed.includes(path)) return fail(entryAt, `Unknown relation: ${path}`);
    out.push(path);
    if (scope !== undefined) {
      if (!isPlainObject(scope)) return fail(`${entryAt}.scope`, 'Must be an object');
      for (const k of own(scope)) if (k !== 'include') fail(`${entryAt}.scope.${k}`, `Unknown key: ${k}`);
      if (scope.include !== undefined)
        out.push(...includeClause(scope.include, spec, path, `${entryAt}.scope.include`, depth + 1));
    }
  }
  return out;
}

function integer(raw: unknown, at: string, min: number, max: number): number {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isInteger(n)) return fail(at, 'Must be a whole number');
  if (n < min || n > max) return fail(at, `Must be between ${min} and ${max}`);
  return n;
}

/** Parses the raw `filter` query value against an endpoint's allow-list; throws a 422 AppError. */
export function parseFilter(raw: string | undefined, spec: FilterSpec): ParsedFilter {
  return parse(raw, spec).result;
}

export type BoundFilter = ParsedFilter & {
  /**
   * What the SQL built from this filter depends on: the where tree with its values blanked, order,
   * fields and include. Two filters of one shape build the same statement text, so a caller can
   * prepare the statement once per shape and run it with `params`.
   */
  shape: string;
  /** The where values, named as the placeholders in `where` (p0, p1…). */
  params: Record<string, unknown>;
};

/** The where tree with every value blanked (null stays null: it builds `is null`). */
const shapeOf = (v: unknown): unknown =>
  v === null
    ? null
    : Array.isArray(v)
      ? v.map(shapeOf)
      : isPlainObject(v)
        ? Object.fromEntries(own(v).map((k) => [k, shapeOf(v[k])]))
        : 0;

/**
 * parseFilter, with the where values bound as placeholders rather than inlined: validated exactly
 * the same way, for list calls that prepare one statement per filter shape.
 */
export function parseFilterBound(raw: string | undefined, spec: FilterSpec): BoundFilter {
  const params: Record<string, unknown> = {};
  const { result, parsed } = parse(raw, spec, params);
  const shape = parsed
    ? JSON.stringify([shapeOf(parsed.where), parsed.order ?? null, parsed.fields ?? null, parsed.include ?? null])
    : '';
  return { ...result, shape, params };
}

function parse(
  raw: string | undefined,
  spec: FilterSpec,
  params?: Record<string, unknown>,
): { result: ParsedFilter; parsed?: Record<string, unknown> } {
  const maxLimit = spec.maxLimit ?? FILTER_LIMITS.maxLimit;
  const result: ParsedFilter = {
    where: undefined,
    orderBy: spec.defaultOrder ?? [],
    limit: spec.defaultLimit ?? FILTER_LIMITS.defaultLimit,
    offset: 0,
    fields: undefined,
    include: [],
  };
  if (raw === undefined || raw === '') return { result };
  try {
    if (raw.length > FILTER_LIMITS.rawLength) fail('filter', `At most ${FILTER_LIMITS.rawLength} characters`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return fail('filter', 'Must be valid JSON');
    }
    if (!isPlainObject(parsed)) return fail('filter', 'Must be a JSON object');
    for (const key of own(parsed)) if (!TOP_KEYS.has(key)) fail(`filter.${key}`, `Unknown key: ${key}`);
    const ctx: Ctx = { spec, conditions: 0, params, bound: 0 };
    if (parsed.where !== undefined) result.where = whereClause(parsed.where, 'filter.where', 1, ctx);
    if (parsed.order !== undefined) {
      result.orderBy = orderClause(parsed.order, spec);
      const entries = typeof parsed.order === 'string' ? [parsed.order] : (parsed.order as string[]);
      result.lastOrderDescending = /\bDESC\s*$/i.test(entries.at(-1) ?? '');
    }
    if (parsed.fields !== undefined) result.fields = fieldsClause(parsed.fields, spec);
    if (parsed.include !== undefined) result.include = includeClause(parsed.include, spec);
    // Larger pages are capped rather than refused, as API.md says.
    if (parsed.limit !== undefined)
      result.limit = Math.min(integer(parsed.limit, 'filter.limit', 1, Number.MAX_SAFE_INTEGER), maxLimit);
    if (parsed.offset !== undefined) result.offset = integer(parsed.offset, 'filter.offset', 0, FILTER_LIMITS.maxOffset);
    return { result, parsed };
  } catch (err) {
    if (err instanceof FilterError) throw validationError([err.detail]);
    throw err;
  }
}
