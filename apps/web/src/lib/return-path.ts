/**
 * Where a candidate goes back to after signing up or in: a job they wanted to apply to. It travels
 * in the query string (`?next=`) and, across the emailed verification link, in sessionStorage (the
 * sign-in screen clears localStorage). Only a path of the candidate area on this origin is
 * accepted, so a crafted link cannot send anyone elsewhere.
 */
const STORAGE_KEY = 'td.candidate.returnTo';
const AREA = '/candidate/';

/** The path itself when it is a same-origin path of the candidate area, else null. */
export function safeReturnPath(raw: unknown, base = window.location.origin): string | null {
  if (typeof raw !== 'string' || !raw.startsWith(AREA) || raw.includes('\\')) return null;
  try {
    const url = new URL(raw, base);
    if (url.origin !== base || !url.pathname.startsWith(AREA)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The `next` of a query string, when it is safe. */
export const returnPathFrom = (search: string) => safeReturnPath(new URLSearchParams(search).get('next'));

export function rememberReturnPath(path: string | null) {
  const safe = safeReturnPath(path);
  try {
    if (safe) sessionStorage.setItem(STORAGE_KEY, safe);
  } catch {
    // Storage refused (private mode quotas): the candidate lands on their home instead.
  }
}

/** The remembered path, forgotten as it is read so it is followed once. */
export function takeReturnPath(): string | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
    return safeReturnPath(value);
  } catch {
    return null;
  }
}

/** A link to a screen that keeps the return path, e.g. `/signin?next=/candidate/jobs/…`. */
export const withReturnPath = (to: string, next: string | null) => (next ? `${to}?${new URLSearchParams({ next })}` : to);
