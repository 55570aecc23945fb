import { describe, expect, it } from 'vitest';
import { formatRwf } from './money.js';
import { messageKeyOf, messages } from './messages.js';

describe('formatRwf', () => {
  it.each([
    [12000, 'RWF 12,000'],
    [0, 'RWF 0'],
    [1500.6, 'RWF 1,501'],
  ])('%d → %s', (amount, text) => {
    expect(formatRwf(amount)).toBe(text);
  });
});

describe('messageKeyOf', () => {
  it('finds the key of a known message and nothing for others', () => {
    expect(messageKeyOf(messages.passwordsDoNotMatch)).toBe('passwordsDoNotMatch');
    expect(messageKeyOf('something else')).toBeUndefined();
  });
});
