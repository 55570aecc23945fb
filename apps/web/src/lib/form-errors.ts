import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import {
  describeError,
  describeFieldErrors,
  fieldErrorText,
  type TranslateMessage,
} from './use-message';

/**
 * Puts a 422's field errors on the form's fields, each in the reader's language by its
 * code (else as the server wrote it). Returns what to show above the form: the failure
 * when it is not about fields, the field messages together when one has no field here,
 * or undefined when every error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  translate: TranslateMessage,
): string | undefined {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0)
    return describeError(error, translate);
  let unplaced = false;
  for (const [field, problems] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field) && problems[0])
      setError(field as Path<T>, {
        type: 'server',
        message: fieldErrorText(error, field, 0, translate),
      });
    else unplaced = true;
  }
  return unplaced ? describeFieldErrors(error, translate) : undefined;
}
