import { z } from 'zod';

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

/**
 * The older product's spellings of some fields (rules §9.7: `pricePerHour` for
 * `price_per_hour`, `ownerId` for `owner_id`, …): an alias is read as its field when the
 * field itself was not sent, so both shapes of a body pass one schema.
 */
export function wireAliases<T extends z.ZodType>(aliases: Record<string, string>, schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const body: Record<string, unknown> = { ...value };
    for (const [alias, field] of Object.entries(aliases)) {
      if (alias in body) {
        if (!(field in body)) body[field] = body[alias];
        delete body[alias];
      }
    }
    return body;
  }, schema);
}
