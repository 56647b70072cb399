/**
 * The tests' client on a bare Fastify instance that echoes what it receives, so that what the
 * client sends (path, query, token, body) is checked without a database. The routes are declared
 * under documented path templates because the client only calls those; the `@ts-expect-error`
 * lines are checked by the typecheck.
 */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testClient } from './api-client.js';

const echo = Fastify();
const received = (req: { method: string; url: string; headers: Record<string, unknown>; body?: unknown }) => ({
  method: req.method,
  url: req.url,
  authorization: req.headers.authorization ?? null,
  body: req.body ?? null,
});
echo.get('/api/company/:id', async (req) => received(req));
echo.post('/api/chats', async (req, reply) => reply.code(422).send({ error: { message: 'refused', received: received(req) } }));
echo.post('/api/notification-mark-completed/:userId', async (_req, reply) => reply.code(204).send());
echo.patch('/api/not-documented', async (req) => received(req));
afterAll(() => echo.close());

const api = testClient(echo);

describe('the tests’ client', () => {
  it('fills the path template, encoding its values, appends the query and sends the token', async () => {
    const res = await api.get('/api/company/{id}', {
      params: { id: 'a b/c' },
      query: { filter: JSON.stringify({ fields: ['id'] }) },
      token: 'secret',
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      method: 'GET',
      url: `/api/company/a%20b%2Fc?filter=${encodeURIComponent('{"fields":["id"]}')}`,
      authorization: 'Bearer secret',
      body: null,
    });
  });

  it('sends no authorization without a token, and leaves out query values that are undefined', async () => {
    const res = await api.get('/api/company/{id}', { params: { id: 'x' }, query: { filter: undefined } });
    expect(JSON.parse(res.body)).toMatchObject({ url: '/api/company/x', authorization: null });
  });

  it('answers a 2xx body through ok, nothing for a 204, and fails with the status and body otherwise', async () => {
    expect(await api.ok.get('/api/company/{id}', { params: { id: 'x' } })).toMatchObject({ url: '/api/company/x' });
    expect(await api.ok.post('/api/notification-mark-completed/{userId}', { params: { userId: 'u' } })).toBeUndefined();
    await expect(api.ok.post('/api/chats', { body: { chatSessionId: 's', content: 'hi' } })).rejects.toThrow(
      /^POST \/api\/chats answered 422: \{"error":\{"message":"refused"/,
    );
  });

  it('sends anything through raw, for requests that are wrong on purpose', async () => {
    const res = await api.raw('PATCH', '/api/not-documented', { token: 't', body: { unknown: true } });
    expect(res.json()).toEqual({
      method: 'PATCH',
      url: '/api/not-documented',
      authorization: 'Bearer t',
      body: { unknown: true },
    });
  });
});

/** Checked by the typecheck, never run: each marked line is a call the document refuses. */
export async function callsTheDocumentRefuses() {
  // @ts-expect-error a path the document does not name
  await api.get('/api/not-documented');
  // @ts-expect-error a path parameter left out
  await api.get('/api/company/{id}', { token: 't' });
  // @ts-expect-error a body field the document does not describe
  await api.post('/api/chats', { body: { chatSessionId: 's', content: 'hi', html: true } });
  // @ts-expect-error a method the path does not have
  await api.delete('/api/company/{id}', { params: { id: 'x' } });
  const company = await api.ok.get('/api/company/{id}', { params: { id: 'x' } });
  // @ts-expect-error a field the answer does not have
  return company.notAField;
}
