import { calendarOf, type ItemCalendar } from '@kodesha/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/locales/en-calendar';
import { WeekCalendar, WeekLegend } from './week-calendar';
import { shownHours, weekColumns } from './week-cells';

// Weekdays 08:00–18:00. Kigali is UTC+2: a booking from 22:00 UTC on Monday 7 December 2026
// is Tuesday 00:00–02:00 in Kigali, outside the hours; one from 07:00 UTC is 09:00–10:30.
const calendar: ItemCalendar = calendarOf({
  weekly: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 8, to_hour: 18 },
  busy: [
    { start_time: '2026-12-08T07:00:00Z', end_time: '2026-12-08T08:30:00Z', kind: 'booked' },
    { start_time: '2026-12-09T13:00:00Z', end_time: '2026-12-09T14:00:00Z', kind: 'blocked' },
  ],
});
const days = ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-13'];

describe('weekColumns: a week as cells from busy times, in Kigali days', () => {
  const columns = weekColumns(calendar, days, shownHours(calendar));
  const kindAt = (day: string, hour: number) =>
    columns.find((column) => column.day === day)!.cells.find((cell) => cell.hour === hour)!.kind;

  it('shows the weekly hours as rows', () => {
    expect(shownHours(calendar)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(columns.map((column) => column.cells.length)).toEqual([10, 10, 10, 10]);
  });

  it('marks each hour by the busy times that meet it, on the Kigali day they fall on', () => {
    expect(kindAt('2026-12-08', 9)).toBe('booked');
    expect(kindAt('2026-12-08', 10)).toBe('booked'); // until 10:30
    expect(kindAt('2026-12-08', 11)).toBe('free');
    expect(kindAt('2026-12-09', 15)).toBe('blocked'); // 13:00 UTC is 15:00 in Kigali
    expect(kindAt('2026-12-09', 13)).toBe('free');
    expect(kindAt('2026-12-13', 10)).toBe('closed'); // a Sunday
    expect(kindAt('2026-12-07', 9)).toBe('free');
  });

  it('closes the free hours already begun', () => {
    const later = weekColumns(calendar, days, [9, 10], new Date('2026-12-07T08:30:00+02:00'));
    expect(later[0]!.cells.map((cell) => cell.kind)).toEqual(['free', 'free']);
    const during = weekColumns(calendar, days, [9, 10], new Date('2026-12-07T09:30:00+02:00'));
    expect(during[0]!.cells.map((cell) => cell.kind)).toEqual(['closed', 'free']);
  });
});

describe('WeekCalendar', () => {
  const columns = weekColumns(calendar, days, shownHours(calendar));

  it('names each cell for screen readers and picks only free ones', async () => {
    const onPick = vi.fn();
    render(<WeekCalendar columns={columns} caption="A week" onPick={onPick} />);
    const booked = screen.getByRole('button', { name: 'Tue 8 Dec 2026, 09:00: Booked' });
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(booked);
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Tue 8 Dec 2026, 11:00: Free' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ day: '2026-12-08', hour: 11 }));
  });

  it('is one tab stop, moved through by the arrow keys', () => {
    render(<WeekCalendar columns={columns} caption="A week" onPick={() => {}} />);
    const first = screen.getByRole('button', { name: 'Mon 7 Dec 2026, 08:00: Free' });
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: 'Tue 8 Dec 2026, 08:00: Free' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Tue 8 Dec 2026, 09:00: Booked' })).toHaveFocus();
  });

  it('the legend says what each colour means, never who or why', () => {
    render(<WeekLegend />);
    const legend = screen.getByRole('list', { name: 'What the colours mean' });
    expect(legend).toHaveTextContent('FreeBookedBlockedNot available');
  });
});
