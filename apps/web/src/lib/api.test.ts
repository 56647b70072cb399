import { IDEMPOTENCY } from '@talentdeck/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';

/** The API as fetch sees it: answers each call with the next status, and records the keys sent. */
let statuses: number[];
let sent: { method: string; key: string | undefined }[];

beforeEach(() => {
  statuses = [];
  sent = [];
  vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
  vi.stubGlobal('fetch', async (_url: URL, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    sent.push({ method: String(init.method), key: headers[IDEMPOTENCY.keyHeader] });
    const status = statuses.shift() ?? 200;
    if (status === 0) throw new TypeError('Failed to fetch');
    const body = status >= 400 ? { error: { message: 'failed', code: 'X' } } : { ok: true };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (note: string) => api.post('/notes', { note }).catch((err: unknown) => err);
const keys = () => sent.map((s) => s.key);

describe('the Idempotency-Key the API client sends', () => {
  it('goes with every POST, a new one for each write, and never with a GET', async () => {
    await api.get('/notes');
    await post('Hello');
    await post('Hello');
    expect(sent[0]?.key).toBeUndefined();
    expect(keys()[1]).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(keys()[2]).toBeDefined();
    expect(keys()[2]).not.toBe(keys()[1]);
  });

  it.each([
    ['a 502 from a proxy', 502],
    ['no answer at all', 0],
  ])('is sent again with the same request after %s, and forgotten once it is answered', async (_name, status) => {
    statuses = [status, 200, 200];
    expect(await post('Maybe stored')).toBeInstanceOf(ApiError);
    await post('Maybe stored');
    await post('Maybe stored');
    const [first, retry, next] = keys();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('is not reused for another request, nor after a 4xx (the answer is known)', async () => {
    statuses = [502, 200, 422, 200];
    await post('One');
    await post('Another');
    await post('Refused');
    await post('Refused');
    const [one, another, refused, again] = keys();
    expect(another).not.toBe(one);
    expect(again).not.toBe(refused);
  });
});
