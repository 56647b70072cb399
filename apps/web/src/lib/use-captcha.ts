import { MESSAGES } from '@talentdeck/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { useCaptchaProvider } from './use-captcha-provider';

/** How long a submit waits for the widget's proof of work before the form says the captcha is missing. */
const READY_WAIT_MS = 30_000;

/**
 * The captcha of an auth form: which widget the server expects, the form's "required" check for
 * it, and a fresh challenge after every attempt the server answered (a solved challenge is
 * accepted once, so the old payload cannot be sent again).
 *
 * The widget starts when the form is first used, or at the latest when the user submits:
 * `ready()` starts it and resolves once it has solved its challenge (or failed), so a form filled
 * by a password manager or a paste, never focused, still sends on its first click, busy meanwhile.
 */
export function useCaptcha() {
  const provider = useCaptchaProvider();
  const [resetKey, setResetKey] = useState(0);
  const [started, setStarted] = useState(false);
  const payload = useRef<string | undefined>(undefined);
  const waiting = useRef<((payload: string | undefined) => void)[]>([]);
  const active = provider === 'altcha';
  const settle = () => {
    for (const resolve of waiting.current.splice(0)) resolve(payload.current);
  };
  // A server that asks for no captcha: nothing to wait for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: settle reads refs only
  useEffect(() => {
    if (provider === 'none') settle();
  }, [provider]);
  return {
    provider,
    check: active ? { required: MESSAGES.captchaRequired } : undefined,
    resetKey,
    /** The widget should be on the page and working. */
    started,
    start: () => setStarted(true),
    /** The widget's payload (undefined when it expired or was reset). */
    solved: (next: string | undefined) => {
      payload.current = next;
      if (next) settle();
    },
    /** The widget gave up (an error, or its challenge expired): a waiting submit goes on and shows why. */
    failed: settle,
    /** Starts the widget if need be; resolves with its payload once solved, failed, or after a wait. */
    ready: (): Promise<string | undefined> => {
      if (provider === 'none' || payload.current) return Promise.resolve(payload.current);
      setStarted(true);
      return new Promise((resolve) => {
        // Whichever comes first: the widget settling, or the wait running out.
        const timer = window.setTimeout(() => resolve(payload.current), READY_WAIT_MS);
        waiting.current.push((settled) => {
          window.clearTimeout(timer);
          resolve(settled);
        });
      });
    },
    renew: () => {
      if (!active) return;
      payload.current = undefined;
      setResetKey((k) => k + 1);
    },
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;
