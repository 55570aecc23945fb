import { describe, expect, it } from 'vitest';
import { isInstantBooking } from './instant-book.js';

const now = new Date('2026-12-05T08:00:00Z');
const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const known = { licenseVerificationStatus: 'verified', isPhoneVerified: true };
const instant = { instantBook: true, minNoticeHours: 3 };

describe('Instant Book (rules §4.16)', () => {
  it('confirms a known client starting after the notice', () => {
    expect(isInstantBooking(instant, known, hoursLater(3), now)).toBe(true);
    expect(isInstantBooking(instant, known, hoursLater(10), now)).toBe(true);
  });

  it('keeps a request inside the notice a request', () => {
    expect(isInstantBooking(instant, known, new Date(hoursLater(3).getTime() - 60_000), now)).toBe(
      false,
    );
  });

  it.each([
    ['a licence not verified', { ...known, licenseVerificationStatus: 'pending' }],
    ['a licence never sent', { ...known, licenseVerificationStatus: 'not_submitted' }],
    ['a phone not verified', { ...known, isPhoneVerified: false }],
  ])('keeps the request of a client with %s a request', (_, client) => {
    expect(isInstantBooking(instant, client, hoursLater(10), now)).toBe(false);
  });

  it('keeps every request to an item without Instant Book a request', () => {
    expect(
      isInstantBooking({ instantBook: false, minNoticeHours: 0 }, known, hoursLater(10), now),
    ).toBe(false);
  });

  it('takes a notice of 0 as any future start', () => {
    expect(
      isInstantBooking({ instantBook: true, minNoticeHours: 0 }, known, hoursLater(0.1), now),
    ).toBe(true);
  });
});
