import { z } from 'zod';
import { messages } from './messages.js';

/**
 * Multipart bodies carry every field as text (rules §9.7: `is_active` as 1/0, `features` as
 * JSON). These wrappers accept that text as well as real JSON values, so one schema
 * serves a form, a JSON body and a multipart body alike.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** `"12000"` → 12000; a blank field is no value. Anything else is left for the schema to refuse. */
export function wireNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    const present = blankToUndefined(value);
    if (typeof present !== 'string') return present;
    const number = Number(present.trim());
    return Number.isFinite(number) ? number : present;
  }, schema);
}

/** `1`/`0`, `true`/`false` (as text or JSON). */
export function wireBoolean<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (value === 1 || value === '1' || value === 'true') return true;
    if (value === 0 || value === '0' || value === 'false') return false;
    return blankToUndefined(value);
  }, schema);
}

/** A list as JSON text (`["a","b"]`), as comma-separated text (`a, b`), or as a real array. */
export function wireList<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return value; // the schema refuses it with its own message
      }
    }
    return text.split(',');
  }, schema);
}

/** One of a list's values from a query string; blank (`?status=`) means none chosen. */
export function wireChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values).optional());
}

/** A body's other spellings: `{ alias: field }` (`{ pricePerHour: 'price_per_hour' }`). */
export type WireAliases = Readonly<Record<string, string>>;

/**
 * A body's fields under their own names: an alias is read as its field when the field
 * itself was not sent (the snake_case spelling wins), and is dropped either way.
 */
export function renameAliases<V>(aliases: WireAliases, body: Record<string, V>): Record<string, V> {
  const renamed: Record<string, V> = { ...body };
  for (const [alias, field] of Object.entries(aliases)) {
    if (!(alias in renamed)) continue;
    if (!(field in renamed)) renamed[field] = renamed[alias]!;
    delete renamed[alias];
  }
  return renamed;
}

/** The field names a body schema reads: an object's keys, through preprocessing, pipes and refinements. */
export function fieldsOf(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe)
    return [...new Set([...fieldsOf(schema.in), ...fieldsOf(schema.out)])];
  return [];
}

const isBody = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One body schema read in every spelling the older product used (rules §9.7: camelCase,
 * `pricePerHour` for `price_per_hour`, `experience_years` for `experience`, …), JSON and
 * multipart alike.
 *
 * A body that could change nothing — a partial update (every field optional) in which no
 * field is one the call takes, `{}` or `{ "phoneNumber2": … }` — is refused (422) rather
 * than answered 200 with nothing done: each field the call takes is named in `errors`.
 * `files` names the multipart files the body may carry instead (a driver's new photo
 * alone is a change); a route marks those it received (uploads.ts, `withFileFields`).
 * A body with required fields needs no such check: they are named when missing.
 */
export function wireAliases<T extends z.ZodType>(
  aliases: WireAliases,
  schema: T,
  options: { files?: readonly string[] } = {},
) {
  const files = options.files ?? [];
  const known = new Set([...fieldsOf(schema), ...files]);
  // Whether `{}` passes is the schema's own answer; asked once, when first needed.
  let acceptsEmpty: boolean | undefined;
  return z.preprocess((value, context) => {
    if (!isBody(value)) return value;
    const body = renameAliases(aliases, value);
    if (Object.keys(body).some((field) => known.has(field))) return body;
    acceptsEmpty ??= schema.safeParse({}).success;
    if (!acceptsEmpty) return body;
    for (const field of known)
      context.addIssue({ code: 'custom', path: [field], message: messages.noKnownFields });
    return z.NEVER;
  }, schema);
}
