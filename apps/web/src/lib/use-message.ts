import { joinFieldMessages, messageKeyOf, type MessageKey } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { ApiError } from './api-client';

/** A message key in the reader's language. */
export type TranslateMessage = (key: MessageKey) => string;

/**
 * Shows a message of a shared schema (a form's own checks, which carry the domain's
 * English words) in the reader's language, by its key; any other text as it is. Errors
 * from the API are translated by their code instead: {@link describeError}.
 */
export function useMessage(): (text: string | undefined) => string {
  const { t } = useTranslation();
  return (text) => {
    if (!text) return '';
    const key = messageKeyOf(text);
    return key ? t(`messages.${key}`) : text;
  };
}

/**
 * The words of a failure in the reader's language: an API error by its code (or the
 * words this client chose for it), else as the server wrote it; any other error by its
 * own message, which the screens write in the reader's language already.
 */
export function describeError(error: unknown, translate: TranslateMessage): string {
  if (error instanceof ApiError && error.code === 'request.invalid') {
    const fields = describeFieldErrors(error, translate);
    if (fields) return fields;
  }
  if (error instanceof ApiError) return error.key ? translate(error.key) : error.message;
  if (error instanceof Error && error.message) return error.message;
  return translate('unexpected');
}

/** One field error's words: by its code where the code is known, else as the server wrote it. */
export function fieldErrorText(
  error: ApiError,
  field: string,
  index: number,
  translate: TranslateMessage,
): string {
  const key = error.fieldKey(field, index);
  return key ? translate(key) : (error.errors[field]?.[index] ?? '');
}

/**
 * A 422's field errors as one sentence, as the server joins them: each field's words once,
 * in the reader's language; undefined when it names no field.
 */
export function describeFieldErrors(
  error: ApiError,
  translate: TranslateMessage,
): string | undefined {
  const texts = Object.entries(error.errors).flatMap(([field, problems]) =>
    problems.map((_, index) => fieldErrorText(error, field, index, translate)),
  );
  return texts.length > 0 ? joinFieldMessages(texts) : undefined;
}

export function useTranslateMessage(): TranslateMessage {
  const { t } = useTranslation();
  return (key) => t(`messages.${key}`);
}

/** {@link describeError} for a screen. */
export function useErrorText(): (error: unknown) => string {
  const translate = useTranslateMessage();
  return (error) => describeError(error, translate);
}

/**
 * What a failed admin action's toast says: the server's reason when it gave one (the last
 * admin, a licence decided meanwhile, an expired request), else `fallback`, the spec's
 * words ('Failed to delete car'). A 422 keeps `fallback`: its form shows it on the fields.
 */
export function useFailureText(): (error: unknown, fallback: string) => string {
  const errorText = useErrorText();
  return (error, fallback) =>
    error instanceof ApiError && error.code && error.status !== 422 ? errorText(error) : fallback;
}
