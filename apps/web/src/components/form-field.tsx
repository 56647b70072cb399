import type { ReactNode } from 'react';
import type { ControlProps, FieldState } from '#web/lib/use-form';
import './form-field.css';

type FormFieldProps = {
  field: FieldState;
  label: ReactNode;
  /** Help shown under the control, linked to it by aria-describedby. */
  extra?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled control with its error line below, laid out like an antd vertical Form.Item.
 * The control gets its id, value, status and aria attributes from `children`'s argument.
 */
export function FormField({ field, label, extra, children }: FormFieldProps) {
  const hasExtra = extra !== undefined && extra !== null;
  return (
    <div className={field.error ? 'td-field td-field--error' : 'td-field'}>
      <label className="td-field__label" htmlFor={field.id}>
        {label}
      </label>
      {children(field.control(hasExtra))}
      {field.error ? (
        <div className="td-field__error" id={field.errorId} role="alert">
          {field.error}
        </div>
      ) : null}
      {hasExtra ? (
        <div className="td-field__extra" id={field.extraId}>
          {extra}
        </div>
      ) : null}
    </div>
  );
}
