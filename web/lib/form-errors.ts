import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the field messages of a server 400 (`fields`) on the form, so a rule the browser
 * could not check (or a stale client) still points at the field. Answers the field names set.
 */
export function setServerFieldErrors<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, error: unknown): string[] {
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  for (const [field, message] of fields) form.setError(field as Path<T>, { message });
  return fields.map(([field]) => field);
}
