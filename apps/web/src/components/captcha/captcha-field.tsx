import { lazy, Suspense, useRef, useState } from 'react';
import type { Captcha } from '#web/lib/use-captcha';
import type { FieldState } from '#web/lib/use-form';
import type { AltchaState } from './altcha-widget';
import { useFormFirstUsed } from './use-form-first-used';
import '../form-field.css';
import './captcha.css';

const AltchaWidget = lazy(async () => ({ default: (await import('./altcha-widget')).AltchaWidget }));

/**
 * Holds the widget's place (same height, so nothing moves when it arrives) while the server's
 * choice or the widget's code is loading, or until the form is first used.
 */
export function CaptchaPlaceholder({ text = 'Loading verification…' }: { text?: string }) {
  return (
    <div className="td-captcha td-captcha--placeholder">
      <span className="td-captcha__box" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/**
 * What a screen reader hears as the widget works: its own status line changes silently (only
 * its code-challenge input is a live region).
 */
const announcements: Partial<Record<AltchaState, string>> = {
  verifying: 'Verifying that you are human…',
  verified: 'Verified. You can send the form.',
  expired: "The verification expired. Tick “I'm not a robot” to verify again.",
  error: "The verification failed. Tick “I'm not a robot” to try again.",
};

type CaptchaFieldProps = {
  captcha: Captcha;
  /** The form's `captcha` field (lib/use-form.ts), checked with `captcha.check`. */
  field: FieldState;
  onChange: (payload: string | undefined) => void;
};

/**
 * The captcha of the auth forms: the widget's payload, with the form's error line under it. The
 * widget's code loads, and its proof of work starts, when the form is first used or when the page
 * asks for it (`captcha.ready()` on a submit, or on a page without a form).
 */
export function CaptchaField({ captcha, field, onChange }: CaptchaFieldProps) {
  const fieldRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<AltchaState>('unverified');
  const firstUsed = useFormFirstUsed(fieldRef, captcha.provider !== 'none');
  const started = firstUsed || captcha.started;
  if (captcha.provider === 'none') return null;
  const changed = (payload: string | undefined) => {
    captcha.solved(payload);
    onChange(payload);
  };
  const stateChanged = (next: AltchaState) => {
    setState(next);
    if (next === 'error' || next === 'expired') captcha.failed();
  };
  return (
    <div
      ref={fieldRef}
      className="td-field td-captcha-field"
      id={field.id}
      tabIndex={-1}
      aria-describedby={field.error ? field.errorId : undefined}
    >
      {captcha.provider === 'altcha' && started ? (
        <Suspense fallback={<CaptchaPlaceholder />}>
          <AltchaWidget onChange={changed} onStateChange={stateChanged} resetKey={captcha.resetKey} verifyOnMount />
        </Suspense>
      ) : (
        <CaptchaPlaceholder text={captcha.provider ? 'Verification starts when you fill in the form' : undefined} />
      )}
      <p className="td-visually-hidden" role="status">
        {announcements[state] ?? ''}
      </p>
      {field.error ? (
        <div className="td-field__error" id={field.errorId} role="alert">
          {field.error}
        </div>
      ) : null}
    </div>
  );
}
