import { MESSAGES } from '@talentdeck/shared/messages';
import { useState } from 'react';
import { useCaptchaProvider } from './use-captcha-provider';

/**
 * The captcha of an auth form: which widget the server expects, the form's "required" check for
 * it, and a fresh challenge after every attempt the server answered (a solved challenge is
 * accepted once, so the old payload cannot be sent again).
 */
export function useCaptcha() {
  const provider = useCaptchaProvider();
  const [resetKey, setResetKey] = useState(0);
  const active = provider === 'altcha';
  return {
    provider,
    check: active ? { required: MESSAGES.captchaRequired } : undefined,
    resetKey,
    renew: () => {
      if (active) setResetKey((k) => k + 1);
    },
  };
}

export type Captcha = ReturnType<typeof useCaptcha>;
