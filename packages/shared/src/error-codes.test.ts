import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS_NAMES, type ErrorCode, errorCodeMessage, errorCodeStatus } from './error-codes.js';
import { MESSAGES } from './messages.js';
import { CANDIDATE_MESSAGES } from './schemas/candidates.js';
import { CONVERSATION_MESSAGES } from './schemas/conversations.js';
import { JOB_MESSAGES } from './schemas/jobs.js';

const codes = Object.keys(ERROR_CODES) as ErrorCode[];

describe('ERROR_CODES', () => {
  it('names each code as it is sent: upper-case words joined by underscores', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('gives each code an error status the envelope has a name for', () => {
    for (const code of codes) {
      const status = errorCodeStatus(code);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS_NAMES[status], code).toMatch(/Error$/);
    }
  });

  it('gives each code a non-empty message or none at all', () => {
    for (const code of codes) {
      const spec: object = ERROR_CODES[code];
      if (!('message' in spec)) continue;
      expect(errorCodeMessage(code), code).toEqual(expect.stringMatching(/\S/));
    }
  });

  // Two codes cannot share a name: an object literal with a repeated key does not compile.
  it('takes every message from the message lists, so a text is written once', () => {
    const known = new Set<string>(
      [MESSAGES, JOB_MESSAGES, CANDIDATE_MESSAGES, CONVERSATION_MESSAGES].flatMap((list) => Object.values(list)),
    );
    for (const code of codes) {
      const message = errorCodeMessage(code);
      if (message !== undefined) expect(known.has(message), code).toBe(true);
    }
  });

  it('keeps the codes the tests and clients of the contract rely on', () => {
    expect(ERROR_CODES.NOT_FOUND).toEqual({ status: 404, message: 'Not found' });
    expect(ERROR_CODES.VALIDATION_FAILED.status).toBe(422);
    expect(ERROR_CODES.ROUTE_NOT_FOUND).toEqual({ status: 404 });
    expect(ERROR_CODES.UNAUTHENTICATED.status).toBe(401);
  });
});
