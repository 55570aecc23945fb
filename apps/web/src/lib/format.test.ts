import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

describe('format', () => {
  it('shows times in Kigali (UTC+2), whatever the device says', () => {
    expect(formatDateTime('2026-11-22T11:21:00Z')).toBe('22 Nov 2026, 13:21');
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('23 Nov 2026'); // already the next day in Kigali
  });

  it('shows money as whole Rwandan francs', () => {
    expect(formatMoney(12000)).toBe('RWF 12,000');
  });
});
