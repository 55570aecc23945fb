import {
  domainErrors,
  joinFieldMessages,
  messages,
  type DomainErrorCode,
  type MessageKey,
} from '@kodesha/domain';
import type { ErrorBody } from '../plugins/errors.js';

/**
 * The answer a domain error gets: its code and message; a 422 names its field with the
 * message and, beside it, the code (the field is the error's own unless one is given).
 */
export function errorBody(code: DomainErrorCode, field?: string): ErrorBody {
  const entry: { kind: string; message: MessageKey; field?: string } = domainErrors[code];
  const message = messages[entry.message];
  if (entry.kind !== 'invalid') return { code, message };
  const at = field ?? entry.field ?? 'body';
  return { code, message, errors: { [at]: [message] }, error_codes: { [at]: [code] } };
}

/**
 * A 422 from a schema: each field with its message (by key), the code `invalid.<key>`
 * beside it, and the fields' messages joined as the answer's message (fields in the
 * order the schema reports them).
 */
export function invalidFields(fields: Record<string, MessageKey | MessageKey[]>): ErrorBody {
  const keys = Object.entries(fields).map(
    ([field, key]) => [field, Array.isArray(key) ? key : [key]] as const,
  );
  return {
    code: 'request.invalid',
    message: joinFieldMessages(keys.flatMap(([, list]) => list.map((k) => messages[k]))),
    errors: Object.fromEntries(keys.map(([field, list]) => [field, list.map((k) => messages[k])])),
    error_codes: Object.fromEntries(
      keys.map(([field, list]) => [field, list.map((k) => `invalid.${k}`)]),
    ),
  };
}
