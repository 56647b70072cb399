import { lazy, Suspense } from 'react';
import type { Captcha } from '../../lib/use-captcha';
import type { FieldState } from '../../lib/use-form';
import '../form-field.css';
import './captcha.css';

const AltchaWidget = lazy(async () => ({ default: (await import('./altcha-widget')).AltchaWidget }));

/** Holds the widget's place while the server's choice or the widget's code is loading. */
export function CaptchaPlaceholder() {
  return (
    <div className="td-captcha td-captcha--placeholder" aria-hidden="true">
      <span className="td-captcha__box" />
      <span>Loading verification…</span>
    </div>
  );
}

type CaptchaFieldProps = {
  captcha: Captcha;
  /** The form's `captcha` field (lib/use-form.ts), checked with `captcha.check`. */
  field: FieldState;
  onChange: (payload: string | undefined) => void;
};

/** The captcha of the auth forms: the widget's payload, with the form's error line under it. */
export function CaptchaField({ captcha, field, onChange }: CaptchaFieldProps) {
  if (captcha.provider === 'none') return null;
  if (captcha.provider === undefined) return <CaptchaPlaceholder />;
  return (
    <div
      className="td-field td-captcha-field"
      id={field.id}
      tabIndex={-1}
      aria-describedby={field.error ? field.errorId : undefined}
    >
      <Suspense fallback={<CaptchaPlaceholder />}>
        <AltchaWidget onChange={onChange} resetKey={captcha.resetKey} />
      </Suspense>
      {field.error ? (
        <div className="td-field__error" id={field.errorId} role="alert">
          {field.error}
        </div>
      ) : null}
    </div>
  );
}
