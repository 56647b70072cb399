import { Readable } from 'node:stream';
import { MESSAGES } from '@talentdeck/shared';
import { describe, expect, it } from 'vitest';
import { AppError, envelope, notFound, registerErrorHandling, validationError } from './errors.js';

describe('AppError', () => {
  it('takes its status, name and message from its code', () => {
    const err = new AppError('EMAIL_EXISTS');
    expect([err.statusCode, err.name, err.message, err.code]).toEqual([
      409,
      'ConflictError',
      MESSAGES.emailAlreadyExists,
      'EMAIL_EXISTS',
    ]);
  });

  it('keeps the message of its case when it is given one', () => {
    expect(new AppError('TOKEN_INVALID', MESSAGES.resetLinkInvalid).message).toBe(MESSAGES.resetLinkInvalid);
    expect(notFound().message).toBe(MESSAGES.notFound);
  });

  it('answers a validation failure with its first field’s message, or the general one', () => {
    const details = [{ field: 'email', message: MESSAGES.validEmail }];
    expect(envelope(validationError(details))).toEqual({
      error: {
        statusCode: 422,
        name: 'UnprocessableEntityError',
        message: MESSAGES.validEmail,
        code: 'VALIDATION_FAILED',
        details,
      },
    });
    expect(validationError([]).message).toBe(MESSAGES.validationFailed);
  });

  it('accepts only the codes of ERROR_CODES, and a message where the code has none', () => {
    // @ts-expect-error: not one of the API's error codes
    expect(() => new AppError('SOMETHING_ELSE')).toThrow(TypeError);
    // @ts-expect-error: TOKEN_INVALID has no message of its own; each case says which link failed
    expect(new AppError('TOKEN_INVALID').message).toBe('');
  });
});

describe('the error handler', () => {
  it('answers the JSON envelope even when the route had set another type before it failed', async () => {
    const { default: Fastify } = await import('fastify');
    const app = Fastify();
    registerErrorHandling(app);
    // A stream that fails before its first byte, as the sitemap writer did on an empty site.
    const failing = () =>
      new Readable({
        read() {
          this.destroy(new Error('the stream broke'));
        },
      });
    app.get('/feed.xml', (_request, reply) => reply.type('application/xml; charset=utf-8').send(failing()));
    const res = await app.inject({ method: 'GET', url: '/feed.xml' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toMatchObject({ error: { statusCode: 500, code: 'INTERNAL' } });
    await app.close();
  });
});
