import { describe, expect, it } from 'vitest';
import { domainErrors, fieldErrorCodeOf, messageKeyForCode } from './domain-error.js';
import { messages } from './messages.js';

describe('messageKeyForCode', () => {
  it.each([
    ['booking.slotTaken', 'bookingSlotTaken'],
    ['request.notFound', 'notFound'],
    ['request.rateLimited', 'tooManyRequests'],
    ['server.unexpected', 'serverError'],
    ['invalid.emailInvalid', 'emailInvalid'],
    ['invalid.passwordTooShort', 'passwordTooShort'],
    ['invalid.noSuchKey', undefined],
    ['invalid.', undefined],
    ['booking.noSuchCode', undefined],
    ['toString', undefined],
    ['invalid.toString', undefined],
    ['', undefined],
  ])('%s → %s', (code, key) => {
    expect(messageKeyForCode(code)).toBe(key);
  });

  it('resolves every domain error code to its own message key', () => {
    for (const [code, entry] of Object.entries(domainErrors))
      expect(messageKeyForCode(code)).toBe(entry.message);
  });
});

describe('fieldErrorCodeOf', () => {
  it.each([
    [messages.emailInvalid, 'invalid.emailInvalid'],
    [messages.bookingHoursRange, 'invalid.bookingHoursRange'],
    ['Expected number, received string', 'request.invalid'],
  ])('%s → %s', (text, code) => {
    expect(fieldErrorCodeOf(text)).toBe(code);
  });

  it('codes a message that round-trips to its key', () => {
    expect(messageKeyForCode(fieldErrorCodeOf(messages.phoneInvalid))).toBe('phoneInvalid');
  });
});
