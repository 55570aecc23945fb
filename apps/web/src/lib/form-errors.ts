import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts a 422's field errors on the form's fields; returns the message to show above
 * the form for anything that is not a field error (or undefined when every error found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  let unplaced = false;
  for (const [field, problems] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field) && problems[0])
      setError(field as Path<T>, { type: 'server', message: problems[0] });
    else unplaced = true;
  }
  return Object.keys(error.errors).length === 0 || unplaced ? error.message : undefined;
}
