/**
 * Every "may this caller do this?" is answered by `platform/policy.ts`, so each rule exists once.
 * This scan of apps/api/src fails, naming file:line, on an ownership comparison (a `.companyId`,
 * `.candidateId` or `.userId` compared with another id) or a role comparison (`userType ===`)
 * anywhere else. Comparisons with `undefined`, `null` or a literal are data checks and pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');
const POLICY = 'platform/policy.ts';

/**
 * Comparisons that match the patterns but decide nothing about the caller, each with its reason.
 * Keyed by file and the exact line, so a changed line is looked at again.
 */
const NOT_ACCESS: { file: string; line: string; why: string }[] = [
  ...[
    'existing.companyId !== input.companyId &&',
    "if (existing.companyId !== input.companyId || !existing.membershipId) return { kind: 'taken' };",
  ].map((line) => ({
    file: 'modules/accounts/team.service.ts',
    line,
    why: 'the invitation upsert: which company holds the invited address (inviteMember runs after the caller was required to be of the inviting company)',
  })),
  {
    file: 'modules/accounts/team.repository.ts',
    line: "a.userType === 'Company' && a.passwordHash === null && a.membershipId !== null && !a.isOwner;",
    why: 'whether an account is an invitee who never joined: a fact of the row, not of the caller',
  },
  {
    file: 'modules/conversations/interviews.schedule.service.ts',
    line: 'if (input.candidateId !== undefined && input.candidateId !== parties.candidateId)',
    why: 'an id the client repeats in the body must name the application already found through the policy (422)',
  },
  {
    file: 'modules/conversations/messages.chats.service.ts',
    line: 'if (input.candidateId !== undefined && input.candidateId !== session.candidateId)',
    why: 'an id the client repeats in the body must name the session already found through the policy (422)',
  },
  {
    file: 'modules/conversations/messages.chats.service.ts',
    line: 'if (parties.candidateId !== input.candidateId) throw notFound();',
    why: 'the candidate named in the request must be that of the application already found through the policy',
  },
  {
    file: 'modules/conversations/messages.sessions.service.ts',
    line: 'if (parties.candidateId !== candidateId) throw notFound();',
    why: 'the candidate in the path must be that of the application already found through the policy',
  },
  {
    file: 'platform/events/sse.ts',
    line: 'if (e.exceptUserId === opts.userId) return;',
    why: 'delivery: an event is not echoed to the user whose action caused it',
  },
];

const OWNER_ID = /^(?:[\w$]+(?:\??\.))*(?:companyId|candidateId|userId)$/;
const DATA_VALUE = /^(?:undefined|null)$/;
// Operands are dotted paths (`row.companyId`, `caller?.userId`, `companyId`); a literal, a call or
// a `typeof` on either side does not match, as those test data rather than compare two ids.
const COMPARISON = /(?<![\w$.?'"`)])([\w$]+(?:\??\.[\w$]+)*)\s*(?:===|!==|==|!=)\s*([\w$]+(?:\??\.[\w$]+)*)(?![\w$(])/g;
// An owner id against what a function answers (`row.companyId !== callerCompany(caller)`).
const OWNER_VS_CALL =
  /\b(?:companyId|candidateId|userId)\s*(?:===|!==|==|!=)\s*[\w$.]+\(|\)\s*(?:===|!==|==|!=)\s*[\w$?.]*\b(?:companyId|candidateId|userId)\b/;
// The caller's company compared by hand, whatever the other side is called (`found.owner`).
const CALLER_COMPANY_COMPARED = /(?:===|!==|==|!=)\s*callerCompany\(|callerCompany\([^)]*\)\s*(?:===|!==|==|!=)/;
const ROLE = /\buserType\s*(?:===|!==|==|!=)|(?:===|!==|==|!=)\s*[\w$?.]*\buserType\b/;

/** The access decisions a source text makes outside the policy, as `line: text`. */
export function accessComparisons(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  source.split('\n').forEach((raw, i) => {
    const text = raw.trim();
    if (/^(?:\/\/|\/\*|\*)/.test(text)) return;
    const ownership = [...text.matchAll(COMPARISON)].some(([, left = '', right = '']) => {
      const [a, b] = [left, right].map((s) => s.replace(/\?\./g, '.'));
      return (OWNER_ID.test(a ?? '') && !DATA_VALUE.test(b ?? '')) || (OWNER_ID.test(b ?? '') && !DATA_VALUE.test(a ?? ''));
    });
    if (ownership || OWNER_VS_CALL.test(text) || CALLER_COMPANY_COMPARED.test(text) || ROLE.test(text))
      found.push({ line: i + 1, text });
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('access decisions live in platform/policy.ts only', () => {
  const files = sourceFiles(SRC).map((full) => path.relative(SRC, full).split(path.sep).join('/'));
  const hits = files
    .filter((file) => file !== POLICY)
    .flatMap((file) => accessComparisons(readFileSync(path.join(SRC, file), 'utf8')).map((hit) => ({ file, ...hit })));
  const allowed = (hit: { file: string; text: string }) => NOT_ACCESS.some((a) => a.file === hit.file && a.line === hit.text);

  it('finds no ownership or role comparison outside the policy', () => {
    expect(files).toContain(POLICY);
    const outside = hits.filter((hit) => !allowed(hit)).map((hit) => `${hit.file}:${hit.line}: ${hit.text}`);
    expect(outside, 'decide access with a rule of platform/policy.ts instead').toEqual([]);
  });

  it('lists no exception that is gone from the code', () => {
    const stale = NOT_ACCESS.filter((a) => !hits.some((hit) => hit.file === a.file && hit.text === a.line));
    expect(stale.map((a) => `${a.file}: ${a.line}`)).toEqual([]);
  });

  it('catches a planted ownership or role check and lets data checks pass', () => {
    const planted = [
      'if (!row || row.companyId !== companyId) throw notFound();',
      'const mine = caller?.companyId === row.companyId;',
      "if (principal.userType === 'Candidate') return;",
      'if (session?.candidateId !== candidateId) throw notFound();',
      "if ('Admin' !== user.userType) throw notFound();",
      'if (!job || job.companyId !== callerCompany(caller)) throw notFound();',
      'if (found.owner !== callerCompany(caller)) throw notFound();',
    ];
    expect(accessComparisons(planted.join('\n')).map((hit) => hit.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const data = [
      'if (input.companyId !== undefined) requireCompany(caller, input.companyId);',
      "if (typeof where?.companyId === 'string') requireCompany(caller, where.companyId);",
      'if (a.id === b.id && x.packageId !== y.packageId) return;',
      '// when row.companyId !== companyId the policy answers 404',
    ];
    expect(accessComparisons(data.join('\n'))).toEqual([]);
  });
});
