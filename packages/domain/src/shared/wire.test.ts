import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import { fieldsOf, renameAliases, wireAliases, wireNumber } from './wire.js';

const aliases = { pricePerHour: 'price_per_hour', ownerId: 'owner_id' };
const update = wireAliases(
  aliases,
  z
    .object({
      make: z.string().optional(),
      price_per_hour: wireNumber(z.number()).optional(),
      owner_id: z.number().optional(),
    })
    .refine(() => true),
  { files: ['images'] },
);
const create = wireAliases(aliases, z.object({ make: z.string(), price_per_hour: z.number() }));

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('renameAliases (rules §9.7)', () => {
  it('reads an alias as its field; the field itself wins when both are sent', () => {
    expect(renameAliases(aliases, { pricePerHour: 1, make: 'Kia' })).toEqual({
      price_per_hour: 1,
      make: 'Kia',
    });
    expect(renameAliases(aliases, { pricePerHour: 1, price_per_hour: 2 })).toEqual({
      price_per_hour: 2,
    });
  });
});

describe('fieldsOf', () => {
  it('finds an object’s fields through preprocessing, pipes and refinements', () => {
    expect(fieldsOf(update)).toEqual(['make', 'price_per_hour', 'owner_id']);
    expect(fieldsOf(z.object({ a: z.string() }).transform((value) => value.a))).toEqual(['a']);
    expect(fieldsOf(z.string())).toEqual([]);
  });
});

describe('wireAliases', () => {
  it('reads camelCase and snake_case alike, multipart text too', () => {
    expect(update.parse({ pricePerHour: '12000', ownerId: 3 })).toEqual({
      price_per_hour: 12000,
      owner_id: 3,
    });
    expect(update.parse({ price_per_hour: 9000, pricePerHour: 1 })).toEqual({
      price_per_hour: 9000,
    });
  });

  it('refuses a partial update in which no field is known, naming every field it takes', () => {
    const expected = ['make', 'price_per_hour', 'owner_id', 'images'].map((field) => [
      field,
      messages.noKnownFields,
    ]);
    expect(issuesOf(update.safeParse({}))).toEqual(expected);
    expect(issuesOf(update.safeParse({ price: 12000, owner: 3 }))).toEqual(expected);
  });

  it('takes a partial update whose only field is a file', () => {
    expect(update.safeParse({ images: true }).success).toBe(true);
  });

  it('leaves a body with required fields to name those it misses', () => {
    expect(issuesOf(create.safeParse({ price: 1 }))?.map(([field]) => field)).toEqual([
      'make',
      'price_per_hour',
    ]);
  });
});
