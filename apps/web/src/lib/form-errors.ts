import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { describeError, type TranslateMessage } from './use-message';

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
  const fieldText = (field: string, index: number, text: string) => {
    const key = error.fieldKey(field, index);
    return key ? translate(key) : text;
  };
  let unplaced = false;
  for (const [field, problems] of Object.entries(error.errors)) {
    if ((fields as readonly string[]).includes(field) && problems[0])
      setError(field as Path<T>, { type: 'server', message: fieldText(field, 0, problems[0]) });
    else unplaced = true;
  }
  if (!unplaced) return undefined;
  // As the server joins them: each distinct message once, as one sentence.
  const texts = Object.entries(error.errors).flatMap(([field, problems]) =>
    problems.map((text, index) => fieldText(field, index, text)),
  );
  return [...new Set(texts)].join('. ').replace(/\.\./g, '.');
}
