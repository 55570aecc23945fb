import { describe, expect, it } from 'vitest';
import { formatNumber, formatRwf } from './money.js';
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

describe('formatRwf in French and Kinyarwanda', () => {
  it('writes what Intl writes in French', () => {
    const intl = new Intl.NumberFormat('fr', {
      style: 'currency',
      currency: 'RWF',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    });
    for (const amount of [0, 12, 5_000, 75_500, 1_000_000, -42_000])
      expect(formatRwf(amount, 'fr')).toBe(intl.format(amount));
  });

  it('writes the code first and thousands with full stops in Kinyarwanda', () => {
    expect(formatRwf(12_000, 'rw')).toBe('RWF\u00a012.000');
    expect(formatRwf(1_234_567, 'rw')).toBe('RWF\u00a01.234.567');
    expect(formatRwf(999, 'rw')).toBe('RWF\u00a0999');
  });
});

describe('formatNumber', () => {
  it('writes what Intl writes in English and French', () => {
    for (const language of ['en', 'fr'] as const) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
      for (const value of [0, 7, 1_000, 1_234_567, 2.5, 12.25, 1_048.04, -3_400])
        expect(formatNumber(value, language, 1)).toBe(intl.format(value));
    }
  });

  it('marks thousands with full stops and decimals with a comma in Kinyarwanda', () => {
    expect(formatNumber(1_000, 'rw')).toBe('1.000');
    expect(formatNumber(2.5, 'rw', 1)).toBe('2,5');
    expect(formatNumber(1_234_567.04, 'rw', 1)).toBe('1.234.567');
  });

  it('keeps a rating’s zero when asked', () => {
    expect(formatNumber(4, 'en', 1, true)).toBe('4.0');
    expect(formatNumber(4.5, 'fr', 1, true)).toBe('4,5');
    expect(formatNumber(4, 'rw', 1)).toBe('4');
  });
});

describe('messageKeyOf', () => {
  it('finds the key of a known message and nothing for others', () => {
    expect(messageKeyOf(messages.passwordsDoNotMatch)).toBe('passwordsDoNotMatch');
    expect(messageKeyOf('something else')).toBeUndefined();
  });
});
