import { useEffect, useState } from 'react';

/** The longest delay setTimeout keeps (about 24.8 days); a page is not left open longer. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/** Whether the instant has come, turning true at that moment on an open page. */
export function useHasStarted(startsAt: string | undefined) {
  const at = startsAt ? Date.parse(startsAt) : Number.NaN;
  const [started, setStarted] = useState(() => at <= Date.now());
  useEffect(() => {
    const wait = at - Date.now();
    setStarted(wait <= 0);
    if (!(wait > 0) || wait > MAX_TIMEOUT_MS) return;
    const timer = window.setTimeout(() => setStarted(true), wait);
    return () => window.clearTimeout(timer);
  }, [at]);
  return started;
}
