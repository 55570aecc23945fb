import { describe, expect, it } from 'vitest';
import { blockEndsInFuture, calendarBlockInput } from './blocks.js';

const issuesOf = (body: Record<string, unknown>) => {
  const parsed = calendarBlockInput.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('a block as its provider writes it (rules §4.15)', () => {
  it('takes a stretch with offsets and a note, the note trimmed; blank is none', () => {
    expect(
      calendarBlockInput.parse({
        start_time: '2026-12-05T10:15:00+02:00',
        end_time: '2026-12-05T12:00:00+02:00',
        note: '  Service at the garage ',
      }),
    ).toEqual({
      start_time: new Date('2026-12-05T08:15:00Z'),
      end_time: new Date('2026-12-05T10:00:00Z'),
      note: 'Service at the garage',
    });
    expect(
      calendarBlockInput.parse({
        start_time: '2026-12-05T10:00:00+02:00',
        end_time: '2026-12-05T12:00:00+02:00',
        note: '   ',
      }).note,
    ).toBeNull();
  });

  it.each([
    [
      'ending before it starts',
      { start_time: '2026-12-05T10:00:00+02:00', end_time: '2026-12-05T09:00:00+02:00' },
      { end_time: 'End time must be after start time' },
    ],
    [
      'ending as it starts',
      { start_time: '2026-12-05T10:00:00+02:00', end_time: '2026-12-05T10:00:00+02:00' },
      { end_time: 'End time must be after start time' },
    ],
    [
      'over 31 days',
      { start_time: '2026-12-01T00:00:00+02:00', end_time: '2027-01-01T00:00:01+02:00' },
      { end_time: 'A block lasts at most 31 days' },
    ],
    [
      'a time without its offset',
      { start_time: '2026-12-05T10:00:00', end_time: '2026-12-05T12:00:00+02:00' },
      { start_time: 'Please select start and end times' },
    ],
    [
      'a note over 200 characters',
      {
        start_time: '2026-12-05T10:00:00+02:00',
        end_time: '2026-12-05T12:00:00+02:00',
        note: 'x'.repeat(201),
      },
      { note: 'A note must be at most 200 characters' },
    ],
  ])('refuses one %s', (_, body, issues) => {
    expect(issuesOf(body)).toEqual(issues);
  });

  it('31 days exactly is allowed', () => {
    expect(
      issuesOf({ start_time: '2026-12-01T00:00:00+02:00', end_time: '2027-01-01T00:00:00+02:00' }),
    ).toEqual({});
  });

  it('ends in the future only strictly after now', () => {
    const now = new Date('2026-12-05T08:00:00Z');
    expect(blockEndsInFuture(new Date('2026-12-05T08:00:01Z'), now)).toBe(true);
    expect(blockEndsInFuture(now, now)).toBe(false);
  });
});
