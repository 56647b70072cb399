import { checkField, type FieldRule } from '@talentdeck/shared/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from './api';

type Values = Record<string, string | undefined>;

/** A shared rule (packages/shared/src/rules.ts), or a check that needs the other values. */
export type FieldCheck<V extends Values> = FieldRule | ((value: string | undefined, values: V) => string | undefined);

type FormOptions<V extends Values> = {
  initialValues: V;
  /** Read again on every render, so a check may depend on props (the captcha only when there is one). */
  checks: { [K in keyof V]?: FieldCheck<V> };
  /** Rewrites a value as it is typed (the phone number's leading +). */
  normalize?: { [K in keyof V]?: (value: string) => string };
  /** While a request is pending the fields are disabled (what was typed stays). */
  disabled?: boolean;
  /**
   * Awaited before a submit is checked: a check that needs something downloaded first (password
   * dictionaries), or a value still being made (the captcha's proof of work). Meanwhile the form
   * is `preparing`, which its submit button shows.
   */
  beforeSubmit?: () => Promise<unknown>;
};

/** The props a field's control needs: value, change, and the accessible error wiring. */
export type ControlProps = {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  disabled?: boolean;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export type FieldState = {
  id: string;
  errorId: string;
  extraId: string;
  error: string | undefined;
  control: (hasExtra: boolean) => ControlProps;
};

const runCheck = <V extends Values>(check: FieldCheck<V> | undefined, value: string | undefined, values: V) => {
  if (!check) return undefined;
  return typeof check === 'function' ? check(value, values) : checkField(check, value);
};

/**
 * A small replacement for antd's Form on the public auth screens, which must download little.
 * A field's error shows once it was edited and left, or after a submit; it follows the values
 * live from then on. A 422's `details` are put on their fields until the field is edited.
 * Submitting focuses the first field in error instead of calling `onValid`.
 */
export function useForm<V extends Values>({ initialValues, checks, normalize, disabled, beforeSubmit }: FormOptions<V>) {
  const formId = useId();
  const [values, setValues] = useState<V>(initialValues);
  // The values as of the last change, for a submit that resumes after `beforeSubmit`: a value set
  // while it was awaited (the captcha's payload) is not in that render's `values` yet.
  const latest = useRef(values);
  const [edited, setEdited] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [left, setLeft] = useState<ReadonlySet<keyof V>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({});
  // The server's answer shown above the form. It says what was wrong with what was sent, so it goes
  // once the user changes what they typed (a value set by the page, like the captcha's, keeps it).
  const [formError, setFormError] = useState<string | null>(null);
  // Focus happens after the render that shows the error (and re-enables the fields).
  const [focusRequest, setFocusRequest] = useState<{ name: keyof V } | null>(null);
  const names = Object.keys(initialValues) as (keyof V & string)[];
  const idOf = (name: keyof V & string) => `${formId}${name}`;

  useEffect(() => {
    if (focusRequest) document.getElementById(`${formId}${String(focusRequest.name)}`)?.focus();
  }, [focusRequest, formId]);

  const checkAll = (current: V) => {
    const errors: Partial<Record<keyof V, string>> = {};
    for (const name of names) {
      const message = runCheck(checks[name], current[name], current);
      if (message) errors[name] = message;
    }
    return errors;
  };
  const clientErrors = checkAll(values);

  const errorOf = (name: keyof V & string): string | undefined => {
    if (serverErrors[name]) return serverErrors[name];
    if (submitted || left.has(name)) return clientErrors[name];
    return undefined;
  };

  const setValue = <K extends keyof V & string>(name: K, raw: V[K]) => {
    const normalizer = normalize?.[name];
    const value = (normalizer && typeof raw === 'string' ? normalizer(raw) : raw) as V[K];
    latest.current = { ...latest.current, [name]: value };
    setValues((previous) => ({ ...previous, [name]: value }));
    setEdited((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    setServerErrors((previous) => {
      if (!(name in previous)) return previous;
      const { [name]: _removed, ...rest } = previous;
      return rest as Partial<Record<keyof V, string>>;
    });
  };

  const field = (name: keyof V & string): FieldState => {
    const id = idOf(name);
    const error = errorOf(name);
    const errorId = `${id}-error`;
    const extraId = `${id}-extra`;
    return {
      id,
      errorId,
      extraId,
      error,
      control: (hasExtra) => {
        const describedBy = [error ? errorId : null, hasExtra ? extraId : null].filter(Boolean).join(' ');
        return {
          id,
          name,
          value: values[name] ?? '',
          onChange: (event) => {
            setValue(name, event.target.value as V[typeof name]);
            setFormError(null);
          },
          onBlur: () => {
            if (edited.has(name) && !left.has(name)) setLeft((previous) => new Set(previous).add(name));
          },
          disabled,
          status: error ? 'error' : undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        };
      },
    };
  };

  // Set while `beforeSubmit` is awaited, so a second click in that time does not submit twice
  // (the ref at once, the state for the button on the next render).
  const preparingNow = useRef(false);
  const [preparing, setPreparing] = useState(false);

  const handleSubmit = (onValid: (values: V) => void) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled || preparingNow.current) return;
    if (beforeSubmit) {
      preparingNow.current = true;
      setPreparing(true);
      await beforeSubmit().finally(() => {
        preparingNow.current = false;
        setPreparing(false);
      });
    }
    const current = latest.current;
    setSubmitted(true);
    setServerErrors({});
    const first = names.find((name) => checkAll(current)[name]);
    if (first) {
      setFocusRequest({ name: first });
      return;
    }
    onValid(current);
  };

  /** A 422's per-field messages on the matching fields; answers the message for above the form. */
  const messageOf = (error: unknown): string | null => {
    if (!(error instanceof ApiError)) return error instanceof Error ? error.message : null;
    if (error.status !== 422 || error.details.length === 0) return error.message;
    const known = error.details.filter((d) => (names as string[]).includes(d.field));
    if (known.length > 0) {
      setServerErrors(Object.fromEntries(known.map((d) => [d.field, d.message])) as Partial<Record<keyof V, string>>);
      setFocusRequest({ name: known[0]?.field as keyof V });
    }
    const unknown = error.details.filter((d) => !(names as string[]).includes(d.field));
    return unknown.length > 0 ? unknown.map((d) => d.message).join(' ') : null;
  };

  /**
   * Puts a 422's per-field messages on the matching fields (the API names fields by body key, and
   * the forms use the same names), and the rest in `formError`, shown above the form until the user
   * edits a field or dismisses it. Answers that message (null when every detail found its field).
   */
  const applyServerError = (error: unknown): string | null => {
    const message = messageOf(error);
    setFormError(message);
    return message;
  };
  const dismissFormError = () => setFormError(null);

  return { values, setValue, field, handleSubmit, applyServerError, formError, dismissFormError, preparing };
}

export type FormApi<V extends Values> = ReturnType<typeof useForm<V>>;
