import { readFile } from 'node:fs/promises';
import { toE164 } from '@kodesha/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../test/test-app.js';
import type { DatabaseHandle } from './client.js';

// Migration 0019 (rules §10.7): the phones stored as typed before the schema kept E.164 are
// rewritten as the schema reads them now. A fresh database is already migrated, so the rows
// are written in their old forms, then the migration's statements run again on them.
const migration = new URL('./migrations/0019_phones_in_e164.sql', import.meta.url);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openFreshDatabase();
});
afterAll(() => handle.close());

/** The rows a query answers (the two drivers answer `{ rows }`). */
const rows = async <T>(query: string): Promise<T[]> => {
  const result: unknown = await handle.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
};

async function runMigration() {
  const text = await readFile(migration, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await handle.db.execute(sql.raw(statement));
  }
}

// What people typed, and what the phone schema keeps of it today.
const typed: [string, string][] = [
  ['0788123456', '+250788123456'],
  ['0788 123 456', '+250788123456'],
  ['+250 788 123 456', '+250788123456'],
  ['+250788123456', '+250788123456'],
  ['250788123456', '+250788123456'],
  ['250-722-555-111', '+250722555111'],
  ['(0788) 123.456', '+250788123456'],
  ['788123456', '+250788123456'],
  ['+254-712-345678', '+254712345678'],
  ['+256 772 123 456', '+256772123456'],
];
// Left as they are: no form reads them (a landline, a foreign number without its +, junk)
// or nothing to read (an erased contact).
const untouched = ['0252 123 456', '256772123456', '+250 12', '', 'call the office'];

describe('migration 0019: phones kept in E.164', () => {
  it('agrees with the schema on every form it rewrites', () => {
    for (const [input, e164] of typed) expect(toE164(input)).toBe(e164);
    for (const input of untouched) if (input) expect(toE164(input)).toBeNull();
  });

  it('rewrites accounts’, GPS contacts’ and ticket passengers’ phones, and nothing else', async () => {
    const all = [...typed.map(([input]) => input), ...untouched];
    const values = (make: (input: string, index: number) => string) =>
      all.map((input, index) => make(input.replaceAll("'", "''"), index)).join(', ');
    const people = await rows<{ id: number }>(
      `insert into users (email, name, role, phone_number, password_hash) values ${values(
        (input, index) =>
          `('phone${index}@example.rw', 'Phone ${index}', 'owner', '${input}', 'x')`,
      )}, ('nophone@example.rw', 'No Phone', 'client', null, 'x') returning id`,
    );
    const owner = people[0]!.id;
    await handle.db.execute(
      sql.raw(
        `insert into gps_requests (user_id, car_make, car_model, license_plate,
           contact_name, contact_phone, installation_location) values ${values(
             (input, index) =>
               `(${owner}, 'Toyota', 'RAV4', 'RAB ${100 + index} C', 'Aline', '${input}', 'Kigali')`,
           )}`,
      ),
    );
    await handle.db.execute(
      sql.raw(
        `insert into ticket_bookings (user_id, ticket_type, trip_type, passenger_name,
           passenger_email, passenger_phone, departure_city, destination_country,
           destination_city, departure_date, passengers_count, class_type) values ${values(
             (input) =>
               `(${owner}, 'bus', 'one_way', 'Aline', 'a@example.rw', '${input}', 'Kigali', 'UG', 'Kampala', '2030-01-10', 1, 'economy')`,
           )}`,
      ),
    );

    await runMigration();

    const expected = [...typed.map(([, e164]) => e164), ...untouched];
    const accounts = await rows<{ phone_number: string | null }>(
      `select phone_number from users where email like 'phone%' or email = 'nophone@example.rw' order by id`,
    );
    expect(accounts.map((row) => row.phone_number)).toEqual([...expected, null]);
    const gps = await rows<{ contact_phone: string }>(
      `select contact_phone from gps_requests order by id`,
    );
    expect(gps.map((row) => row.contact_phone)).toEqual(expected);
    const tickets = await rows<{ passenger_phone: string }>(
      `select passenger_phone from ticket_bookings order by id`,
    );
    expect(tickets.map((row) => row.passenger_phone)).toEqual(expected);

    // Run twice (a restored backup, say), it changes nothing more.
    await runMigration();
    const again = await rows<{ phone_number: string | null }>(
      `select phone_number from users where email like 'phone%' order by id`,
    );
    expect(again.map((row) => row.phone_number)).toEqual(expected);
  });
});
