import { describe, expect, it } from 'vitest';
import { formatRwf } from './money.js';
import { messageKeyOf, messages } from './messages.js';

describe('formatRwf', () => {
  it.each([
    [12000, 'RWF 12,000'],
    [0, 'RWF 0'],
    [1500.6, 'RWF 1,501'],
    [999, 'RWF 999'],
    [1_234_567, 'RWF 1,234,567'],
    [-1500, '-RWF 1,500'],
  ])('%d → %s', (amount, text) => {
    expect(formatRwf(amount)).toBe(text);
  });

  it('writes what Intl writes for RWF in English, without building a formatter', () => {
    const intl = new Intl.NumberFormat('en-RW', {
      style: 'currency',
      currency: 'RWF',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    });
    for (const amount of [1, 12, 450, 5_000, 75_500, 1_000_000, 123_456_789, -42_000])
      expect(formatRwf(amount)).toBe(intl.format(amount).replace(/\u00a0/g, ' '));
  });
});

describe('messageKeyOf', () => {
  it('finds the key of a known message and nothing for others', () => {
    expect(messageKeyOf(messages.passwordsDoNotMatch)).toBe('passwordsDoNotMatch');
    expect(messageKeyOf('something else')).toBeUndefined();
  });
});
