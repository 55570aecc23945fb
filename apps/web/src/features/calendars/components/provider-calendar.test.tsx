import type { AvailabilityView, CalendarBlockView } from '@kodesha/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubApi } from '@/test/render';
import { ProviderCalendar } from './provider-calendar';

// Monday 7 December 2026, 08:00 in Kigali (06:00 UTC): the week shown is 7–13 December.
const now = new Date('2026-12-07T06:00:00Z');

const week: AvailabilityView = {
  weekly: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 8, to_hour: 18 },
  busy: [
    // 07:00–08:30 UTC is 09:00–10:30 in Kigali.
    {
      start_time: '2026-12-08T07:00:00.000Z',
      end_time: '2026-12-08T08:30:00.000Z',
      kind: 'booked',
    },
    {
      start_time: '2026-12-09T13:00:00.000Z',
      end_time: '2026-12-09T14:00:00.000Z',
      kind: 'blocked',
    },
  ],
};
const garage: CalendarBlockView = {
  id: 5,
  start_time: '2026-12-09T13:00:00.000Z',
  end_time: '2026-12-09T14:00:00.000Z',
  note: 'Garage',
};

type Posted = { start_time: string; end_time: string; note: string | null };

function stubCalendar(onPost: (body: Posted) => { status: number; body?: unknown }) {
  return stubApi((url, init) => {
    if (url.includes('/availability')) return { body: { data: week } };
    if (init.method === 'POST') return onPost(JSON.parse(String(init.body)) as Posted);
    if (init.method === 'DELETE') return { status: 204 };
    return { body: { data: [garage] } };
  });
}

const cell = (name: string) => screen.findByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProviderCalendar', () => {
  it('draws the week from the busy times, in Kigali hours', async () => {
    stubCalendar(() => ({ status: 201 }));
    renderScreen(<ProviderCalendar item={{ type: 'car', id: 7 }} />);
    expect(await cell('Tue 8 Dec 2026, 09:00: Booked')).toHaveAttribute('data-kind', 'booked');
    expect(await cell('Tue 8 Dec 2026, 10:00: Booked')).toBeInTheDocument();
    expect(await cell('Wed 9 Dec 2026, 15:00: Blocked')).toHaveAttribute('aria-disabled', 'true');
    expect(await cell('Sun 13 Dec 2026, 10:00: Not available')).toBeInTheDocument();
  });

  it('tapping free hours writes the start and end; the block is sent in Kigali time with its note', async () => {
    const posted: Posted[] = [];
    stubCalendar((body) => {
      posted.push(body);
      return { status: 201, body: { data: { ...garage, id: 6 } } };
    });
    renderScreen(<ProviderCalendar item={{ type: 'car', id: 7 }} />);
    await userEvent.click(await cell('Thu 10 Dec 2026, 11:00: Free'));
    await userEvent.click(await cell('Thu 10 Dec 2026, 13:00: Free'));
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-12-10');
    expect(screen.getByLabelText('Start time')).toHaveValue('11:00');
    expect(screen.getByLabelText('End time')).toHaveValue('14:00');
    expect(await cell('Thu 10 Dec 2026, 12:00: Your choice')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Private note (optional)'), 'Wedding');
    await userEvent.click(screen.getByRole('button', { name: 'Block this time' }));
    expect(await screen.findByText('Time blocked.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        start_time: '2026-12-10T11:00:00+02:00',
        end_time: '2026-12-10T14:00:00+02:00',
        note: 'Wedding',
      },
    ]);
  });

  it('a free hour is picked by keyboard too', async () => {
    stubCalendar(() => ({ status: 201 }));
    renderScreen(<ProviderCalendar item={{ type: 'driver', id: 3 }} />);
    const first = await cell('Mon 7 Dec 2026, 09:00: Free');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const next = screen.getByRole('button', { name: 'Mon 7 Dec 2026, 10:00: Free' });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('Start time')).toHaveValue('10:00');
    expect(screen.getByLabelText('End time')).toHaveValue('11:00');
  });

  it('says why the server refused: over a confirmed booking', async () => {
    stubCalendar(() => ({
      status: 409,
      body: {
        code: 'booking.slotTaken',
        message: 'This time is already booked. Please choose another time.',
      },
    }));
    renderScreen(<ProviderCalendar item={{ type: 'car', id: 7 }} />);
    await userEvent.click(await cell('Fri 11 Dec 2026, 09:00: Free'));
    await userEvent.click(screen.getByRole('button', { name: 'Block this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This time is already booked. Please choose another time.',
    );
  });

  it('checks the stretch before sending: an end before the start is said under the end', async () => {
    const fetch = stubCalendar(() => ({ status: 201 }));
    renderScreen(<ProviderCalendar item={{ type: 'car', id: 7 }} />);
    await cell('Mon 7 Dec 2026, 09:00: Free');
    await userEvent.type(screen.getByLabelText('Start time'), '12:00');
    await userEvent.type(screen.getByLabelText('End time'), '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Block this time' }));
    expect(await screen.findByText('End time must be after start time')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('lists the blocks with their notes and frees one', async () => {
    const fetch = stubCalendar(() => ({ status: 201 }));
    renderScreen(<ProviderCalendar item={{ type: 'car', id: 7 }} />);
    const section = screen.getByRole('region', { name: 'Blocked times' });
    expect(await within(section).findByText('Garage')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: /^Free this time: / }));
    expect(await screen.findByText('Time freed.')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => init?.method === 'DELETE' && String(url).endsWith('/api/cars/7/blocks/5'),
      ),
    ).toBe(true);
  });
});
