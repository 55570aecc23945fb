import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.js';
import { gpsRequestForm, gpsRequestInput, gpsStatusUpdateInput } from './gps.schemas.js';

// 23:30 on 6 January in Kigali (already 21:30 UTC).
const now = new Date('2030-01-06T21:30:00Z');
const schema = gpsRequestForm(now);

const valid = {
  car_make: 'Toyota',
  car_model: 'RAV4',
  license_plate: 'RAB 123 C',
  contact_name: 'Aline Uwase',
  contact_phone: '+250 788 123 456',
  installation_location: 'Kigali Heights',
};

/** The distinct messages of a refusal (one rule may fail twice with the same words). */
const messagesOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

describe('the GPS request body of the API (rules §7.2)', () => {
  const api = gpsRequestInput(now);

  it('takes a request without a contact name: the account’s name stands in (null here)', () => {
    const { contact_name: _name, ...withoutName } = valid;
    expect(api.parse(withoutName)).toMatchObject({ contact_name: null, car_make: 'Toyota' });
    expect(api.parse({ ...withoutName, contact_name: '  ' })).toMatchObject({ contact_name: null });
  });

  it('keeps the owner form’s name when sent, and every other check of the form', () => {
    expect(api.parse({ ...valid, ownerName: 'Eric' })).toMatchObject({
      contact_name: 'Aline Uwase',
    });
    const { contact_name: _name, ...withoutName } = valid;
    expect(api.parse({ ...withoutName, ownerName: 'Eric' })).toMatchObject({
      contact_name: 'Eric',
    });
    const result = api.safeParse({
      ...valid,
      car_make: '',
      preferred_installation_date: '2030-01-05',
    });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [messages.preferredDatePast, messages.requiredFields].sort(),
    );
  });
});

describe('the GPS request form (rules §7.2)', () => {
  it('takes the six required fields alone, the rest empty', () => {
    expect(schema.parse(valid)).toEqual({
      ...valid,
      contact_phone: '+250788123456',
      car_id: undefined,
      car_year: undefined,
      contact_email: null,
      preferred_installation_date: null,
      preferred_time: null,
      reason: null,
    });
  });

  it('keeps the contact phone in E.164 (rules §10.7), a foreign one only when sent so', () => {
    expect(schema.parse({ ...valid, contact_phone: '0788 123 456' }).contact_phone).toBe(
      '+250788123456',
    );
    expect(schema.parse({ ...valid, contact_phone: '+256 772 123 456' }).contact_phone).toBe(
      '+256772123456',
    );
    expect(messagesOf({ ...valid, contact_phone: '256772123456' })).toEqual([
      messages.phoneInvalid,
    ]);
  });

  it.each(Object.keys(valid))('asks for %s with the one required-fields message', (field) => {
    expect(messagesOf({ ...valid, [field]: '' })).toEqual([messages.requiredFields]);
    const { [field]: _gone, ...without } = valid as Record<string, string>;
    expect(messagesOf(without)).toEqual([messages.requiredFields]);
  });

  it('takes today in Kigali as the earliest preferred date', () => {
    expect(messagesOf({ ...valid, preferred_installation_date: '2030-01-06' })).toEqual([]);
    expect(messagesOf({ ...valid, preferred_installation_date: '2030-01-05' })).toEqual([
      messages.preferredDatePast,
    ]);
    expect(messagesOf({ ...valid, preferred_installation_date: '2031-01-07' })).toEqual([
      messages.preferredDateTooFar,
    ]);
    expect(messagesOf({ ...valid, preferred_installation_date: '2030-02-30' })).toEqual([
      messages.preferredDateInvalid,
    ]);
  });

  it('reads the owner form’s spellings and tidies the plate', () => {
    expect(
      schema.parse({
        carMake: 'Nissan',
        carModel: 'Patrol',
        carPlateNumber: ' rac  456 d ',
        ownerName: 'Eric',
        ownerPhone: '0788123456',
        ownerEmail: 'Eric@Example.rw',
        installationLocation: 'Musanze',
        preferredDate: '',
        preferredTime: 'afternoon',
        additionalNotes: ' Two trackers ',
      }),
    ).toMatchObject({
      car_make: 'Nissan',
      license_plate: 'RAC 456 D',
      contact_email: 'eric@example.rw',
      preferred_installation_date: null,
      preferred_time: 'afternoon',
      reason: 'Two trackers',
    });
  });

  it('refuses a time of day not offered, a bad phone, a bad plate', () => {
    expect(messagesOf({ ...valid, preferred_time: 'night' })).toEqual([
      messages.preferredTimeInvalid,
    ]);
    expect(messagesOf({ ...valid, contact_phone: '12' })).toEqual([messages.phoneInvalid]);
    expect(messagesOf({ ...valid, license_plate: 'RAB<1>' })).toEqual([messages.plateInvalid]);
  });
});

describe('an admin’s move (rules §7.3)', () => {
  it('takes a status, notes and a calendar date', () => {
    expect(
      gpsStatusUpdateInput.parse({
        status: 'approved',
        installation_date: '2030-01-10',
        admin_notes: ' ok ',
      }),
    ).toEqual({ status: 'approved', installation_date: '2030-01-10', admin_notes: 'ok' });
    expect(gpsStatusUpdateInput.safeParse({ status: 'done' }).success).toBe(false);
    expect(
      gpsStatusUpdateInput.safeParse({ status: 'approved', installation_date: '10/01/2030' })
        .success,
    ).toBe(false);
  });
});
