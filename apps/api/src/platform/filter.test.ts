import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { companies, users } from '#api/db/schema/index.js';
import { AppError } from './errors.js';
import { FILTER_LIMITS, type FilterSpec, parseFilter } from './filter.js';

const spec: FilterSpec = {
  where: {
    name: { column: users.name, type: 'string' },
    email: { column: users.email, type: 'string', operators: ['eq'] },
    userType: { column: users.userType, type: { enum: ['Company', 'Admin'] } },
    createdAt: { column: users.createdAt, type: 'date' },
    isAllowed: { column: companies.isAllowed, type: 'boolean' },
    id: { column: users.id, type: 'uuid' },
    rank: { column: sql`length(${users.name})`, type: 'number' },
  },
  order: ['name', 'createdAt'],
  fields: ['id', 'name'],
  include: ['company', 'company.offices'],
};

const dialect = new PgDialect();
const render = (raw: unknown) => {
  const parsed = parseFilter(typeof raw === 'string' ? raw : JSON.stringify(raw), spec);
  return { parsed, where: parsed.where ? dialect.sqlToQuery(parsed.where) : undefined };
};

/** Asserts a 422 whose detail names `field`. */
function rejects(raw: unknown, field: string | RegExp) {
  try {
    parseFilter(typeof raw === 'string' ? raw : JSON.stringify(raw), spec);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect(e.statusCode).toBe(422);
    const named = e.details?.[0]?.field ?? '';
    if (typeof field === 'string') expect(named).toBe(field);
    else expect(named).toMatch(field);
    return e;
  }
  throw new Error(`expected ${JSON.stringify(raw)} to be refused`);
}

describe('parseFilter', () => {
  it('defaults to limit 10, offset 0, no condition', () => {
    const p = parseFilter(undefined, spec);
    expect(p).toMatchObject({ limit: FILTER_LIMITS.defaultLimit, offset: 0, where: undefined, include: [] });
    expect(parseFilter('', spec).limit).toBe(10);
  });

  it('turns values into bound parameters, never into SQL text', () => {
    const { where } = render({ where: { name: "x'; drop table users; --" } });
    expect(where?.sql).toBe('"users"."name" = $1');
    expect(where?.params).toEqual(["x'; drop table users; --"]);
  });

  it('supports every operator of the contract', () => {
    const { where } = render({
      where: {
        name: { ilike: '%ann%' },
        createdAt: { between: ['2026-01-01', '2026-12-31'] },
        userType: { inq: ['Company', 'Admin'] },
        rank: { gt: 2, lte: '10' },
        isAllowed: { neq: true },
      },
    });
    expect(where?.sql).toContain('ilike $1');
    expect(where?.sql).toContain('between $2 and $3');
    expect(where?.sql).toContain('in ($4, $5)');
    expect(where?.sql).toContain('length("users"."name") > $6');
    expect(where?.sql).toContain('<= $7');
    expect(where?.params).toContainEqual(10);
    expect(where?.params[1]).toBe('2026-01-01T00:00:00.000Z');
  });

  it('combines and/or groups', () => {
    const { where } = render({ where: { or: [{ name: 'a' }, { and: [{ name: 'b' }, { isAllowed: false }] }] } });
    expect(where?.sql).toBe('("users"."name" = $1 or ("users"."name" = $2 and "companies"."is_allowed" = $3))');
  });

  it('maps null to IS NULL and neq null to IS NOT NULL', () => {
    expect(render({ where: { name: null } }).where?.sql).toBe('"users"."name" is null');
    expect(render({ where: { name: { neq: null } } }).where?.sql).toBe('"users"."name" is not null');
  });

  it('refuses unknown fields, naming them', () => {
    rejects({ where: { password_hash: 'x' } }, 'filter.where.password_hash');
    rejects({ where: { or: [{ name: 'a' }, { secret: 1 }] } }, 'filter.where.or.1.secret');
  });

  it('refuses keys that try to smuggle SQL or prototype tricks', () => {
    rejects({ where: { "name\" = 'x' or 1=1 --": 'a' } }, /^filter\.where\.name" = /);
    rejects('{"where":{"__proto__":{"name":"x"}}}', 'filter.where.__proto__');
    rejects({ where: { constructor: 'x' } }, 'filter.where.constructor');
    rejects({ where: { toString: 'x' } }, 'filter.where.toString');
    rejects({ order: 'name; drop table users' }, 'filter.order.0');
    rejects({ order: 'name ASC, email DESC' }, 'filter.order.0');
  });

  it('refuses unknown and disallowed operators', () => {
    rejects({ where: { name: { regexp: '.*' } } }, 'filter.where.name.regexp');
    rejects({ where: { email: { like: '%' } } }, 'filter.where.email.like');
    rejects({ where: { isAllowed: { gt: true } } }, 'filter.where.isAllowed.gt');
    rejects({ where: { name: {} } }, 'filter.where.name');
  });

  it('checks value types', () => {
    rejects({ where: { rank: 'ten' } }, 'filter.where.rank');
    rejects({ where: { isAllowed: 'true' } }, 'filter.where.isAllowed');
    rejects({ where: { id: "1' or '1'='1" } }, 'filter.where.id');
    rejects({ where: { createdAt: { gt: 'yesterday' } } }, 'filter.where.createdAt.gt');
    rejects({ where: { userType: 'Candidate' } }, 'filter.where.userType');
    rejects({ where: { name: { between: ['a'] } } }, 'filter.where.name.between');
    rejects({ where: { name: { inq: [] } } }, 'filter.where.name.inq');
    rejects({ where: { name: { eq: { nested: true } } } }, 'filter.where.name.eq');
  });

  it('enforces its limits', () => {
    rejects('x'.repeat(FILTER_LIMITS.rawLength + 1), 'filter');
    rejects({ where: { name: 'a'.repeat(FILTER_LIMITS.stringLength + 1) } }, 'filter.where.name');
    rejects(
      { where: { name: { inq: Array.from({ length: FILTER_LIMITS.listItems + 1 }, (_, i) => `n${i}`) } } },
      'filter.where.name.inq',
    );
    let deep: Record<string, unknown> = { name: 'x' };
    for (let i = 0; i < FILTER_LIMITS.depth + 1; i++) deep = { and: [deep] };
    rejects({ where: deep }, /^filter\.where(\.and\.0)+$/);
    const many = { or: Array.from({ length: FILTER_LIMITS.conditions + 1 }, () => ({ name: 'x' })) };
    rejects({ where: many }, /^filter\.where\.or\.\d+/);
    rejects({ offset: FILTER_LIMITS.maxOffset + 1 }, 'filter.offset');
    rejects({ limit: 0 }, 'filter.limit');
    rejects({ limit: 2.5 }, 'filter.limit');
    rejects({ offset: -1 }, 'filter.offset');
  });

  it('caps limit at 100 rather than refusing it', () => {
    expect(parseFilter(JSON.stringify({ limit: 5000 }), spec).limit).toBe(100);
    expect(parseFilter(JSON.stringify({ limit: '20', offset: '40' }), spec)).toMatchObject({ limit: 20, offset: 40 });
  });

  it('refuses malformed JSON and unknown top-level keys', () => {
    rejects('{not json', 'filter');
    rejects('[1,2]', 'filter');
    rejects({ skip: 10 }, 'filter.skip');
  });

  it('sorts only by allowed fields', () => {
    const p = parseFilter(JSON.stringify({ order: ['name DESC', 'createdAt'] }), spec);
    expect(p.orderBy.map((o) => dialect.sqlToQuery(o).sql)).toEqual(['"users"."name" desc', '"users"."created_at" asc']);
    rejects({ order: 'email ASC' }, 'filter.order.0');
    rejects({ order: 'name SIDEWAYS' }, 'filter.order.0');
  });

  it('selects allowed fields and includes allowed relations, nested by scope', () => {
    const p = parseFilter(
      JSON.stringify({ fields: ['id', 'name'], include: [{ relation: 'company', scope: { include: ['offices'] } }] }),
      spec,
    );
    expect(p.fields).toEqual(['id', 'name']);
    expect(p.include).toEqual(['company', 'company.offices']);
    expect(parseFilter(JSON.stringify({ fields: { id: true, name: false } }), spec).fields).toEqual(['id']);
    rejects({ fields: ['passwordHash'] }, 'filter.fields.passwordHash');
    rejects({ include: ['sessions'] }, 'filter.include.0');
    rejects({ include: [{ relation: 'company', scope: { where: { x: 1 } } }] }, 'filter.include.0.scope.where');
  });
});
