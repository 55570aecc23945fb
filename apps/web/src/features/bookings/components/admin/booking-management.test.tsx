import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/toasts';
import { aBooking, aBookingSummary, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { BookingManagement } from './booking-management';

const pending = aBooking({
  viewer: 'admin',
  user: { id: 11, name: 'Aline Mukamana', email: 'aline@example.rw', phone: '+250 788 123 456' },
  provider: { id: 3, name: 'Eric Owner', phone: null },
  car: { ...aBooking().car!, license_plate: 'RAD 214 B' },
  notes: 'Pick me up at Kigali Heights',
});
const completed = aBooking({
  id: 43,
  reference: 'B0000043',
  viewer: 'admin',
  status: 'completed',
  item_type: 'driver',
  item_title: 'Jean Driver',
  car: null,
  driver: { id: 4, name: 'Jean Driver', experience: 6, location: 'Huye', profile_thumbnail: null },
  provider: { id: 12, name: 'Jean Driver', phone: '+250 788 410 221' },
});
const summary = aBookingSummary({
  total: 9,
  pending: 3,
  confirmed: 2,
  completed: 3,
  cancelled: 1,
  completed_value: 120000,
});

const listAnswer = { body: { ...aPage([pending, completed]), summary } };

const screenWithToasts = (path = '/admin?tab=bookings') =>
  renderScreen(
    <>
      <BookingManagement />
      <Toaster />
    </>,
    path,
  );

const bodiesOf = (fetch: ReturnType<typeof stubApi>, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => url === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => toast.clear());

describe('BookingManagement (rules §8.9)', () => {
  it('shows the counts per status, the summary cards and the columns of each booking', async () => {
    stubApi(() => listAnswer);
    screenWithToasts();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const filter = screen.getByRole('group', { name: 'Show bookings by status' });
    for (const [label, count] of [
      ['All', '9'],
      ['Pending', '3'],
      ['Confirmed', '2'],
      ['Completed', '3'],
      ['Cancelled', '1'],
    ])
      expect(within(filter).getByRole('button', { name: `${label} ${count}` })).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'All 9' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Completed Value').nextSibling).toHaveTextContent('RWF 120,000');
    expect(screen.getByText('Total Bookings').nextSibling).toHaveTextContent('9');

    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('B0000042');
    expect(first).toHaveTextContent('Aline Mukamana');
    expect(first).toHaveTextContent('aline@example.rw');
    expect(first).toHaveTextContent('Client:+250 788 123 456');
    expect(first).toHaveTextContent('Owner:Not provided');
    expect(first).toHaveTextContent('2020 Toyota RAV4');
    expect(first).toHaveTextContent('Plate RAD 214 B');
    expect(first).toHaveTextContent('3 hours');
    expect(first).toHaveTextContent('From 15 Jan 2099, 09:00');
    expect(first).toHaveTextContent('RWF 45,000');
    expect(first).toHaveTextContent('Pending');
    expect(within(first!).getByRole('button', { name: 'Confirm B0000042' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Cancel B0000042' })).toBeInTheDocument();
    // A completed booking has no answer left to give (rules §4.4).
    expect(second).toHaveTextContent('Driver:+250 788 410 221');
    expect(within(second!).queryByRole('button', { name: /Confirm|Cancel/ })).toBeNull();
    expect(
      within(second!).getByRole('button', { name: 'Details of B0000043' }),
    ).toBeInTheDocument();
  });

  it('puts the status, search and type in the URL beside the tab, and in the request', async () => {
    const fetch = stubApi(() => listAnswer);
    const router = screenWithToasts('/admin?tab=bookings&page=3');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Pending 3' }));
    expect(router.state.location.search).toBe('?tab=bookings&status=pending');
    expect(requestedUrls(fetch)).toContain('/api/admin/bookings?status=pending');

    await userEvent.type(screen.getByLabelText('Search bookings'), 'B0000042');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'car');
    expect(router.state.location.search).toBe(
      '?tab=bookings&status=pending&search=B0000042&item_type=car',
    );
    expect(requestedUrls(fetch)).toContain(
      '/api/admin/bookings?status=pending&search=B0000042&item_type=car',
    );
    await userEvent.click(screen.getByRole('button', { name: 'All 9' }));
    expect(router.state.location.search).toBe('?tab=bookings&search=B0000042&item_type=car');
  });

  it('confirms a pending booking at once and says so', async () => {
    const fetch = stubApi((url) =>
      url === '/api/bookings/42/update-status'
        ? { body: { data: { ...pending, status: 'confirmed' } } }
        : listAnswer,
    );
    screenWithToasts();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm B0000042' }));
    expect(await screen.findByText('Booking confirmed successfully')).toBeInTheDocument();
    expect(bodiesOf(fetch, '/api/bookings/42/update-status')).toEqual([{ status: 'confirmed' }]);
    // Every admin list and count is fetched again.
    await waitFor(() =>
      expect(requestedUrls(fetch).filter((url) => url === '/api/admin/bookings')).toHaveLength(2),
    );
  });

  it('asks before cancelling, and shows the server’s reason when it refuses', async () => {
    let refuse = true;
    const fetch = stubApi((url) => {
      if (url !== '/api/bookings/42/update-status') return listAnswer;
      return refuse
        ? {
            status: 409,
            body: {
              code: 'booking.expired',
              message: 'This request expired: its start time passed before anyone answered it',
            },
          }
        : { body: { data: { ...pending, status: 'cancelled' } } };
    });
    screenWithToasts();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Cancel B0000042' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel this booking?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    expect(bodiesOf(fetch, '/api/bookings/42/update-status')).toEqual([]);

    await userEvent.click(within(table).getByRole('button', { name: 'Cancel B0000042' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(
      await screen.findByText(
        'This request expired: its start time passed before anyone answered it',
      ),
    ).toBeInTheDocument();

    refuse = false;
    await userEvent.click(within(table).getByRole('button', { name: 'Cancel B0000042' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled successfully')).toBeInTheDocument();
    expect(bodiesOf(fetch, '/api/bookings/42/update-status')).toEqual([
      { status: 'cancelled' },
      { status: 'cancelled' },
    ]);
  });

  it('says Failed to update booking status when the server gives no reason', async () => {
    stubApi((url) => (url === '/api/bookings/42/update-status' ? { status: 500 } : listAnswer));
    screenWithToasts();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm B0000042' }));
    expect(await screen.findByText('Failed to update booking status')).toBeInTheDocument();
  });

  it('opens the details: facts, both parties, notes, the cancel reason and the timeline', async () => {
    const cancelled = {
      ...pending,
      status: 'cancelled' as const,
      cancel_reason: 'admin_cancelled' as const,
    };
    const fetch = stubApi((url) =>
      url === '/api/admin/bookings/42'
        ? {
            body: {
              data: {
                ...cancelled,
                history: [
                  ...pending.history,
                  {
                    from_status: 'pending',
                    to_status: 'cancelled',
                    by: 'admin',
                    reason: 'admin_cancelled',
                    via: 'app',
                    note: null,
                    at: '2098-12-31T08:00:00.000Z',
                  },
                ],
              },
            },
          }
        : { body: { ...aPage([cancelled]), summary } },
    );
    screenWithToasts();
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Details of B0000042' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking B0000042' });
    expect(await within(dialog).findByText('Pick me up at Kigali Heights')).toBeInTheDocument();
    expect(requestedUrls(fetch)).toContain('/api/admin/bookings/42');
    expect(within(dialog).getAllByText('Cancelled by Kodesha').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('aline@example.rw')).toHaveAttribute(
      'href',
      'mailto:aline@example.rw',
    );
    expect(within(dialog).getByText('+250 788 123 456')).toBeInTheDocument();
    expect(within(dialog).getByText('Eric Owner')).toBeInTheDocument();
    const timeline = within(dialog).getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(timeline).toHaveTextContent('Cancelled by Kodesha');
    expect(within(dialog).queryByRole('button', { name: 'Confirm Booking' })).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog', { name: 'Booking B0000042' })).toBeNull();
  });

  it('says when there are no bookings, when none match, and offers Try Again on failure', async () => {
    let fail = true;
    stubApi(() =>
      fail ? { status: 500 } : { body: { ...aPage([]), summary: aBookingSummary() } },
    );
    const router = screenWithToasts();
    expect(await screen.findByText('Error Loading Bookings')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No bookings available at the moment')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'driver');
    expect(router.state.location.search).toBe('?tab=bookings&item_type=driver');
    expect(await screen.findByText('No bookings match these filters')).toBeInTheDocument();
  });
});
