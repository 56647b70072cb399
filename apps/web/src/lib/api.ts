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
 * The one way the app talks to the API. The session lives in an HttpOnly cookie set by the server,
 * so the client never handles tokens; same-origin credentials are enough.
 */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, MESSAGES.noInternet);
  }

  if (!response.ok) throw await toApiError(response);
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
