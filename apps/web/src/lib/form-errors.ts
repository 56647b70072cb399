import type { FormInstance } from 'antd';
import { ApiError } from './api';

/**
 * Puts a 422's per-field messages on the matching form fields (the API names fields by body key,
 * and the forms use the same names). Returns the message to show above the form, or null when
 * every detail found its field.
 */
export function applyServerErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : null;
  if (error.status !== 422 || error.details.length === 0) return error.message;
  const known = error.details.filter((d) => fieldNames.includes(d.field));
  form.setFields(known.map((d) => ({ name: d.field, errors: [d.message] })));
  const unknown = error.details.filter((d) => !fieldNames.includes(d.field));
  return unknown.length > 0 ? unknown.map((d) => d.message).join(' ') : null;
}
