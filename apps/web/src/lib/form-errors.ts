import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MessageKey } from '@kodesha/domain';
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
 * or undefined when every error found its field. With `fallback`, the form's own words
 * ('An error occurred during login') stand where the server gave none (rules §9.10).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  translate: TranslateMessage,
  fallback?: Fallback,
): string | undefined {
  const own = fallback && fallbackFor(error, fallback);
  if (own) return translate(own);
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

/** A failure the form words itself ('Nothing has changed yet.'): shown as it is, never a fallback. */
export class FormNotice extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormNotice';
  }
}

/**
 * A form's own words: one key for every failure without the server's words, or (rules §9.10
 * has two for sign-up and for a profile) `input` for a request refused as it was sent
 * (400 or 422: 'Registration failed. Please check your information and try again.') and
 * `other` for the rest ('An error occurred during registration').
 */
export type Fallback = MessageKey | { input: MessageKey; other: MessageKey };

/** The fallback's key for this failure, or undefined when the server's words stand. */
export function fallbackFor(error: unknown, fallback: Fallback): MessageKey | undefined {
  if (!withoutServerWords(error)) return undefined;
  if (typeof fallback === 'string') return fallback;
  const refused = error instanceof ApiError && (error.status === 400 || error.status === 422);
  return refused ? fallback.input : fallback.other;
}

/** What a failure says outside a form: the server's words, else the `fallback`'s. */
export function describeWithFallback(
  error: unknown,
  translate: TranslateMessage,
  fallback: Fallback,
): string {
  const own = fallbackFor(error, fallback);
  return own ? translate(own) : describeError(error, translate);
}

/**
 * A failure the server put no words to: not an answer of the API at all, or one whose only
 * words are this client's by status. No connection, an expired session, too many requests
 * and a server in trouble keep their own words (rules §9.10): they say more than a form's.
 */
function withoutServerWords(error: unknown): boolean {
  if (error instanceof FormNotice) return false;
  if (!(error instanceof ApiError)) return true;
  if (error.code || !error.messageKey || Object.keys(error.errors).length > 0) return false;
  return ![0, 401, 429].includes(error.status) && error.status < 500;
}
