import { z } from 'zod';

/**
 * The shapes every answer of the API is built from (record 29): the server serializes
 * and documents with them, the web parses what arrives with the same schemas.
 */

/** One record: `{ data }`. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** The list envelope of rules §9.8, around any item schema. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

/** A plain confirmation: `{ message }` in the caller's language. */
export const messageAnswer = z.object({ message: z.string() });

/** Each field's messages (422), or each field's codes, one per message. */
const fieldLists = z.record(z.string(), z.array(z.string()));

/**
 * Every error answer (rules §9.10): a stable `code` beside the `message` in the caller's
 * language; on 422, `errors` (field → messages) and `error_codes` (field → one code each).
 */
export const errorAnswer = z.object({
  code: z.string(),
  message: z.string(),
  errors: fieldLists.optional(),
  error_codes: fieldLists.optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** The error statuses a call may answer with, and what each means to a client. */
export const errorStatuses = {
  400: 'The request could not be read',
  401: 'Not logged in, or the session has expired',
  403: 'Logged in, but not allowed to do this',
  404: 'Nothing by that id (or not visible to the caller)',
  409: 'The record has moved on: the change no longer applies',
  413: 'The upload is too large',
  422: 'A field is not valid: `errors` and `error_codes` say which',
  429: 'Too many tries: wait and try again',
  503: 'The server cannot do this now (it is stopping, or a service it needs is not there)',
} as const;
export type ErrorStatus = keyof typeof errorStatuses;
