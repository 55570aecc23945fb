import { z } from 'zod';

const id = z.number().int().positive();

/**
 * What an event carries of its record (rules §9.20), by the kind of record: the facts its
 * readers need — a notification's people and words — so that none of them reads the
 * record's table again. Doors write them (`satisfies EventFacts[…]`); readers parse them.
 */
export const eventFacts = {
  booking: z.object({
    client_id: id,
    provider_id: id,
    item_type: z.enum(['car', 'driver']),
    item_id: id,
    item_title: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    total_price: z.number(),
    /** rules §10.10: the code a provider answers by SMS, while the request waits. */
    reply_code: z.string().nullable(),
    /** rules §4.4: a provider's reason for declining, on the decline's event only. */
    note: z.string().optional(),
  }),
  ticket: z.object({
    user_id: id,
    quoted_price: z.number().nullable(),
    departure_city: z.string(),
    destination_city: z.string(),
  }),
  gps_request: z.object({ user_id: id, installation_date: z.string().nullable() }),
  driver: z.object({ user_id: id }),
  /** An account's events: a changed email or phone carries the old one (rules §1.14). */
  user: z.object({
    email: z.string().optional(),
    phone_number: z.string().nullable().optional(),
    is_phone_verified: z.boolean().optional(),
  }),
} as const;

export type EventFacts = { [S in keyof typeof eventFacts]: z.infer<(typeof eventFacts)[S]> };
