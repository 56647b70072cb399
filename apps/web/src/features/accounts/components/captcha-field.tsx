import { lazy, Suspense } from 'react';
import type { FieldState } from '../../../lib/use-form';
import '../../../components/form-field.css';
import './captcha.css';

const AltchaWidget = lazy(async () => ({ default: (await import('./altcha-widget')).AltchaWidget }));

function CaptchaPlaceholder() {
  return (
    <div className="td-captcha td-captcha--placeholder" aria-hidden="true">
      <span className="td-captcha__box" />
      <span>Loading verification…</span>
    </div>
  );
}

type CaptchaFieldProps = {
  provider: 'altcha' | 'none' | undefined;
  /** The form's `captcha` field (lib/use-form.ts); its check is "required" whenever there is a provider. */
  field: FieldState;
  onChange: (payload: string | undefined) => void;
  resetKey?: number;
};

/** The captcha of the auth forms: the widget's payload, with the form's error line under it. */
export function CaptchaField({ provider, field, onChange, resetKey }: CaptchaFieldProps) {
  if (provider === 'none') return null;
  if (provider === undefined) return <CaptchaPlaceholder />;
  return (
    <div
      className="td-field td-captcha-field"
      id={field.id}
      tabIndex={-1}
      aria-describedby={field.error ? field.errorId : undefined}
    >
      <Suspense fallback={<CaptchaPlaceholder />}>
        <AltchaWidget onChange={onChange} resetKey={resetKey} />
      </Suspense>
      {field.error ? (
        <div className="td-field__error" id={field.errorId} role="alert">
          {field.error}
        </div>
      ) : null}
    </div>
  );
}
