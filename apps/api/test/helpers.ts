import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRIVACY_NOTICE } from '@talentdeck/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type BuildOptions, buildApp } from '#api/app.js';
import { type Config, testConfig } from '#api/config.js';
import { devMails } from '#api/db/schema/index.js';

/**
 * A stand-in for the built web app (a temp folder with an index.html): with `serveWeb`, a test app
 * serves the pages the server renders itself (the public job page) beside it.
 */
export function standInWebDist(): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'td-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8"><title>Talentdeck</title></head><body><div id="root"></div></body></html>',
  );
  return webDist;
}

/** A whole server on a fresh database: in-memory PGlite, or a new database when DATABASE_URL is set. */
export function createTestApp(overrides: Partial<Config> = {}, options?: BuildOptions): Promise<FastifyInstance> {
  return buildApp(testConfig({ publicUrl: 'http://localhost:3000', ...overrides }), options);
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${counter++}@example.com`;

export const validSignUp = (email = uniqueEmail()) => ({
  name: 'Ann Lee',
  companyName: 'Acme Hiring',
  email,
  phoneNumber: '+14155550100',
  password: 'Kite7#Lumen',
});

/** Polls the development mailbox until a message to `to` arrives (the queue delivers it). */
export async function waitForMail(
  app: FastifyInstance,
  to: string,
  opts: { subject?: RegExp; after?: Date; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    const rows = await app.db
      .select()
      .from(devMails)
      .where(and(eq(devMails.to, to.toLowerCase()), opts.after ? gt(devMails.createdAt, opts.after) : undefined))
      .orderBy(desc(devMails.createdAt));
    const hit = rows.find((m) => !opts.subject || opts.subject.test(m.subject));
    if (hit) return hit;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no email to ${to} within the time limit`);
}

/** The secret at the end of the first link in an email that starts with `${publicUrl}${path}/`. */
export function secretFromLink(text: string, path: string) {
  const match = new RegExp(`https?://[^\\s]+${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

export const json = (method: InjectOptions['method'], url: string, payload?: unknown, token?: string): InjectOptions => ({
  method,
  url,
  payload: payload as InjectOptions['payload'],
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

/** Signs up a company, verifies the email through the mailbox, and returns the signed-in session. */
export async function signUpVerified(app: FastifyInstance, overrides: Partial<ReturnType<typeof validSignUp>> = {}) {
  const body = { ...validSignUp(), ...overrides };
  const res = await app.inject(json('POST', '/api/user/createCompany', body));
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const mail = await waitForMail(app, body.email, { subject: /Verify/ });
  const verified = await app.inject(
    json('POST', '/api/user/emailTokenVerification', { secretKey: secretFromLink(mail.text, '/companydetails') }),
  );
  const { token, profile } = verified.json() as { token: string; profile: { id: string; userId: string } };
  return { ...body, token, profile };
}

type ApiError = { message: string; code?: string; details?: { field: string; message: string }[] };

/** The `error` of an answer: from an inject response, or from a body already parsed. */
export function errorOf(resOrBody: unknown): ApiError {
  const res = resOrBody as { json?: () => unknown };
  const body = typeof res?.json === 'function' ? res.json() : resOrBody;
  return (body as { error: ApiError }).error;
}

/** The error's details as `{ field: message }`. */
export const detailsOf = (resOrBody: unknown) =>
  Object.fromEntries((errorOf(resOrBody).details ?? []).map((d) => [d.field, d.message]));

export const validCandidateSignUp = (email = uniqueEmail('candidate')) => ({
  name: 'Maya Okafor',
  email,
  password: 'Harbor9#Quill',
  privacyNoticeVersion: PRIVACY_NOTICE.version,
  discoverable: true,
});

/** Signs up a candidate, verifies the email through the mailbox, and returns the signed-in session. */
export async function signUpCandidateVerified(
  app: FastifyInstance,
  overrides: Partial<ReturnType<typeof validCandidateSignUp>> = {},
) {
  const body = { ...validCandidateSignUp(), ...overrides };
  const res = await app.inject(json('POST', '/api/candidate-app/sign-up', body));
  if (res.statusCode !== 200) throw new Error(`candidate sign-up failed: ${res.body}`);
  const mail = await waitForMail(app, body.email, { subject: /Verify/ });
  const verified = await app.inject(
    json('POST', '/api/user/emailTokenVerification', { secretKey: secretFromLink(mail.text, '/emailverification') }),
  );
  const { token, profile } = verified.json() as { token: string; profile: { id: string; userId: string } };
  return { ...body, token, profile, candidateId: profile.id };
}
