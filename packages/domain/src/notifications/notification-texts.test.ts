import { describe, expect, it } from 'vitest';
import { languages } from '../shared/language.js';
import { gsm7Length, isGsm7, smsMaxLength, toGsm7 } from './gsm.js';
import { notificationEmail, notificationText, phoneCodeSms } from './notification-texts.js';
import { replyWords } from './sms-replies.js';
import { notificationTypes } from './notification-types.js';

// rules §10.4: the longest values a real message can carry — a 100-character name, a car
// title of two 50-character words, a price at the ceiling, a long route, a full date —
// typed with the characters that break GSM 7-bit (curly quotes, ê, ç, Intl's spaces).
const longest = {
  ref: 'B9999999',
  item: `2026 ${'Ê'.repeat(50)} ${'Ç'.repeat(50)}`,
  start: '2026-12-31T21:30:00.000Z',
  end: '2027-01-01T05:30:00.000Z',
  total: 99_999_999,
  person: `Jean-Baptiste’s${'ê'.repeat(85)} Nshimiyimana`,
  price: 99_999_999,
  route: 'Kigali, Rwanda – Johannesburg, South Africa (return, business class)',
  date: '2026-12-31',
};

describe('notification texts (rules §10.4)', () => {
  for (const type of notificationTypes)
    for (const language of languages)
      it(`${type} in ${language}: one GSM 7-bit SMS segment with the longest values`, () => {
        const { title, body, sms } = notificationText(type, language, longest);
        expect(isGsm7(sms), sms).toBe(true);
        expect(gsm7Length(sms), sms).toBeLessThanOrEqual(smsMaxLength);
        expect(sms).not.toMatch(/undefined|null|NaN/);
        expect(title.length).toBeGreaterThan(0);
        expect(body).not.toMatch(/undefined|null|NaN/);
      });

  for (const language of languages)
    it(`the phone code in ${language}: one GSM 7-bit segment`, () => {
      const sms = phoneCodeSms(language, '123456');
      expect(isGsm7(sms)).toBe(true);
      expect(gsm7Length(sms)).toBeLessThanOrEqual(smsMaxLength);
      expect(sms).toContain('123456');
    });

  for (const language of languages)
    it(`booking.requested in ${language} with a reply code: the code and the reply words, one segment`, () => {
      const { sms } = notificationText('booking.requested', language, { ...longest, code: '4821' });
      expect(isGsm7(sms), sms).toBe(true);
      expect(gsm7Length(sms), sms).toBeLessThanOrEqual(smsMaxLength);
      const { yes, no } = replyWords[language];
      expect(sms).toContain(`${yes} 4821`);
      expect(sms).toContain(`${no} 4821`);
    });

  for (const language of languages)
    it(`booking.declined in ${language} with the longest reason: the reason, cut to one segment`, () => {
      const note = `Désolé’ ${'ê'.repeat(300)} {pièce} ${'ç'.repeat(190)}`;
      const { body, sms } = notificationText('booking.declined', language, { ...longest, note });
      expect(isGsm7(sms), sms).toBe(true);
      expect(gsm7Length(sms), sms).toBeLessThanOrEqual(smsMaxLength);
      expect(sms).toContain("Désolé' eeee");
      expect(sms).toMatch(/\.$/);
      expect(body).toContain(note);
    });

  it('a decline carries its reason in the app, the SMS and the email, and says nothing of one without', () => {
    const values = {
      ref: 'B0000042',
      item: '2022 Toyota RAV4',
      start: '2026-11-24T07:00:00.000Z',
      end: '2026-11-24T11:00:00.000Z',
      note: 'The car is at the garage that day.',
    };
    const text = notificationText('booking.declined', 'en', values);
    expect(text.body).toBe(
      'Your request for 2022 Toyota RAV4 on 24/11 09:00-13:00 was declined. Their reason: "The car is at the garage that day." Other cars and drivers are free then.',
    );
    expect(text.sms).toBe(
      'Kodesha: your request B0000042 for 2022 Toyota RAV4 on 24/11 09:00-13:00 was declined. Reason: The car is at the garage that day.',
    );
    const email = notificationEmail('booking.declined', 'en', text, {
      item: 'https://kodesha.rw/booking/42',
      settings: 'https://kodesha.rw/notifications',
    });
    expect(email.text).toContain('Their reason: "The car is at the garage that day."');
    expect(email.html).toContain('Their reason: &quot;The car is at the garage that day.&quot;');
    expect(notificationText('booking.declined', 'fr', values).body).toContain(
      'Motif : « The car is at the garage that day. »',
    );
    expect(notificationText('booking.declined', 'rw', values).sms).toContain(
      'Impamvu: The car is at the garage that day.',
    );
    const without = notificationText('booking.declined', 'en', { ...values, note: undefined });
    expect(without.body).not.toMatch(/reason/i);
    expect(without.sms).toContain('Try another car or driver.');
  });

  it('a reason typed on several lines is one line in the SMS', () => {
    const { sms } = notificationText('booking.declined', 'en', {
      ref: 'B0000042',
      item: 'Car',
      start: '2026-11-24T07:00:00.000Z',
      note: 'Sorry.\n\nBooked   elsewhere.',
    });
    expect(sms).toMatch(/Reason: Sorry\. Booked elsewhere\.$/);
  });

  it('keeps the values in the app and shortens them in the SMS', () => {
    const text = notificationText('booking.requested', 'en', {
      ...longest,
      item: '2022 Toyota RAV4',
      person: 'Aline Uwase',
      total: 48_000,
      start: '2026-11-24T07:00:00.000Z',
      end: '2026-11-24T11:00:00.000Z',
    });
    expect(text.body).toContain('Aline asks to book 2022 Toyota RAV4 on 24/11 09:00-13:00');
    expect(text.sms).toContain('RWF 48,000');
    expect(text.sms).toContain('Ref B9999999');
  });

  it('writes French amounts with plain spaces in an SMS', () => {
    const { sms, body } = notificationText('ticket.confirmed', 'fr', {
      route: 'Kigali - Kampala',
      price: 120_000,
    });
    expect(sms).toContain('120 000 RWF');
    expect(isGsm7(sms)).toBe(true);
    expect(body).toContain('120\u202f000\u00a0RWF');
  });

  it('turns characters outside the alphabet into their plain forms', () => {
    expect(toGsm7('Fête à l’hôtel…')).toBe("Fete à l'hotel...");
  });

  it('writes an email with the link and the footer, security messages saying so', () => {
    const text = notificationText('booking.confirmed', 'rw', longest);
    const email = notificationEmail('booking.confirmed', 'rw', text, {
      item: 'https://kodesha.rw/booking/4',
      settings: 'https://kodesha.rw/notifications',
    });
    expect(email.subject).toBe('Ubukode bwemejwe');
    expect(email.text).toContain('https://kodesha.rw/booking/4');
    expect(email.text).toContain('https://kodesha.rw/notifications');
    expect(email.html).toContain('href="https://kodesha.rw/booking/4"');
    const security = notificationEmail(
      'password.changed',
      'en',
      notificationText('password.changed', 'en', {}),
      {
        item: 'https://kodesha.rw/account',
        settings: 'https://kodesha.rw/notifications',
      },
    );
    expect(security.text).toContain('security message');
    expect(security.html).not.toContain('<script');
  });
});
