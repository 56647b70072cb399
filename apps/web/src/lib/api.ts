import { IDEMPOTENCY } from '@talentdeck/shared/constants';
import { MESSAGES } from '@talentdeck/shared/messages';

export type FieldError = { field: string; message: string };

/** An answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError() {
    return this.status === 0;
  }
}

type ErrorEnvelope = { error?: { message?: unknown; code?: unknown; details?: unknown } };

function readDetails(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (d): d is FieldError => typeof d === 'object' && d !== null && typeof d.field === 'string' && typeof d.message === 'string',
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorEnvelope | undefined;
  try {
    body = (await response.json()) as ErrorEnvelope;
  } catch {
    // A proxy or crash page that is not JSON: fall back to a generic message below.
  }
  const error = body?.error;
  const message = typeof error?.message === 'string' && error.message ? error.message : MESSAGES.somethingWentWrong;
  const code = typeof error?.code === 'string' ? error.code : undefined;
  return new ApiError(response.status, message, code, readDetails(error?.details));
}

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
  /** Sees the successful response, e.g. to read a header such as X-Total-Count. */
  onResponse?: (response: Response) => void;
};

/**
 * The Idempotency-Key of each POST whose outcome is not known yet (no answer, a 5xx, or the first
 * one still running), by the request it went with. Sending the same request again (the user presses
 * the button once more on a form that kept what they typed) reuses the key, so the API answers with
 * the write that may have committed behind a proxy's 502 instead of storing a second (decision 35).
 * Any other answer settles the request and forgets its key. Queries are retried by React Query,
 * mutations never (query-client.ts): a retry of a write is always the user's.
 */
const unsettledKeys = new Map<string, string>();

/** A random key; crypto.randomUUID exists only on https or localhost, getRandomValues everywhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether the write may have happened and a retry should carry the same key. */
const isUnsettled = (error: ApiError) => error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_KEY_IN_USE';

/**
 * The one way the app talks to the API. The session lives in an HttpOnly cookie set by the server,
 * so the client never handles tokens; same-origin credentials are enough.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (file uploads) sets its own multipart content type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  // A file upload is not compared by the API (its body is a stream), so it gets a new key each time.
  const request =
    method === 'POST' && !isForm ? `${url.pathname}${url.search} ${JSON.stringify(options.body ?? null)}` : undefined;
  const key = method === 'POST' ? (request && unsettledKeys.get(request)) || newIdempotencyKey() : undefined;
  if (key) headers[IDEMPOTENCY.keyHeader] = key;
  // Remembered only once an answer leaves it unsettled: two identical calls in flight together (an
  // effect run twice) are two requests, not one refused as still running.
  const settle = (error?: ApiError) => {
    if (!request || !key) return;
    if (error && isUnsettled(error)) unsettledKeys.set(request, key);
    else unsettledKeys.delete(request);
  };

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const error = new ApiError(0, MESSAGES.noInternet);
    settle(error);
    throw error;
  }

  if (!response.ok) {
    const error = await toApiError(response);
    settle(error);
    throw error;
  }
  settle();
  options.onResponse?.(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('DELETE', path, options),
};

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.somethingWentWrong;
}
