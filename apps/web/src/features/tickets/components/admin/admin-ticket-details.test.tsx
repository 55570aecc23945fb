import type { AdminTicketBookingView } from '@kodesha/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/lib/toasts';
import { aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { anAdminTicketBooking } from '../../testing/ticket-fixtures';
import { TicketBookingManagement } from './ticket-booking-management';

const now = new Date('2026-11-25T08:00:00.000Z');
const summary = { total: 1, pending: 1, confirmed: 0, cancelled: 0, flight: 1, bus: 0 };
const pending = anAdminTicketBooking({
  user: { id: 11, name: 'Eric Habimana', email: 'eric@example.rw' },
});
const detailUrl = '/api/admin/ticket-bookings/12';

type Reply = { status?: number; body?: unknown };

/**
 * The request's own address answers `current()` (what the server holds now), the list
 * `list()` (by default that request); a PUT answers `put(body)`.
 */
function stubTickets(
  current: () => AdminTicketBookingView,
  put: (body: unknown) => Reply,
  list: () => AdminTicketBookingView[] = () => [current()],
) {
  return stubApi((url, init) => {
    if (url === detailUrl && init.method === 'PUT')
      return put(JSON.parse(String(init.body)) as unknown);
    if (url === detailUrl) return { body: { success: true, message: 'ok', data: current() } };
    return { body: { success: true, ...aPage(list()), summary } };
  });
}

const putsOf = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === detailUrl && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const answered = (data: AdminTicketBookingView, message: string): Reply => ({
  body: { success: true, message, data },
});

async function open(
  action: 'Confirm' | 'Cancel' | 'View details',
  path = '/admin?tab=ticket-bookings',
) {
  renderScreen(
    <>
      <TicketBookingManagement />
      <Toaster />
    </>,
    path,
  );
  const table = await screen.findByRole('table');
  await userEvent.click(
    within(table).getByRole('button', { name: `${action}: Aline Uwase, T0000012` }),
  );
  return screen.getByRole('dialog', { name: 'Request T0000012' });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  toast.clear();
});

describe('the ticket details window (rules §8.11)', () => {
  it('shows the passenger, the account that asked, the trip, the status and the record', async () => {
    const fetch = stubTickets(
      () => ({ ...pending, passenger_phone: '', special_requests: null }),
      () => ({}),
    );
    const dialog = await open('View details');
    await waitFor(() => expect(requestedUrls(fetch)).toContain(detailUrl));

    const passenger = within(dialog).getByRole('region', { name: 'Passenger' });
    expect(passenger).toHaveTextContent('Aline Uwase');
    expect(within(passenger).getByText('aline@example.rw')).toHaveAttribute(
      'href',
      'mailto:aline@example.rw',
    );
    expect(passenger).toHaveTextContent('PhoneNot provided');
    const account = within(dialog).getByRole('region', { name: 'Requested by (account)' });
    expect(account).toHaveTextContent('the passenger may be someone else');
    expect(account).toHaveTextContent('Eric Habimana');
    expect(account).toHaveTextContent('eric@example.rw');

    const trip = within(dialog).getByRole('region', { name: 'Trip' });
    for (const fact of [
      'TypeFlight (Worldwide)',
      'Trip typeRound Trip',
      'FromKigali',
      'ToNairobi, Kenya',
      'Departure12 Dec 2026',
      'Return20 Dec 2026',
      'Passengers2 Passengers',
      'ClassBusiness',
    ])
      expect(trip).toHaveTextContent(fact);
    const status = within(dialog).getByRole('region', { name: 'Status and answer' });
    expect(status).toHaveTextContent('Pending');
    expect(status).toHaveTextContent('Answered onNot answered yet');
    expect(within(dialog).getByRole('region', { name: 'Special requests' })).toHaveTextContent(
      'No special requests',
    );
    const record = within(dialog).getByRole('region', { name: 'Reference and dates' });
    expect(record).toHaveTextContent('ReferenceT0000012');
    // Kigali time: 07:30 UTC is 09:30 in Kigali.
    expect(record).toHaveTextContent('Requested on20 Nov 2026, 09:30');
    expect(record).toHaveTextContent('Last updated20 Nov 2026, 09:30');
    expect(within(dialog).getByText(/The traveller sees this note/)).toBeInTheDocument();
  });

  it('shows a confirmed request’s answer and special requests; its note can be cleared', async () => {
    const confirmed = anAdminTicketBooking({
      status: 'confirmed',
      quoted_price: 450000,
      decided_at: '2026-11-21T12:15:00.000Z',
      admin_notes: 'Pay at our office',
    });
    const fetch = stubTickets(
      () => confirmed,
      () => answered({ ...confirmed, admin_notes: null }, 'Ticket booking updated successfully'),
    );
    const dialog = await open('View details');
    const status = within(dialog).getByRole('region', { name: 'Status and answer' });
    expect(status).toHaveTextContent('Confirmed');
    expect(status).toHaveTextContent('Answered on21 Nov 2026, 14:15');
    expect(status).toHaveTextContent('Quoted priceRWF 450,000');
    expect(within(dialog).getByRole('region', { name: 'Special requests' })).toHaveTextContent(
      'A window seat, please.',
    );
    // Decided: only the note is left to change.
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByLabelText('Note to the traveller')).toHaveValue('Pay at our office');
    await userEvent.clear(within(dialog).getByLabelText('Note to the traveller'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Ticket booking updated successfully')).toBeInTheDocument();
    // Blank clears the note (rules §6.5); nothing else is sent.
    expect(putsOf(fetch)).toEqual([{ admin_notes: '' }]);
  });

  it('confirms with the quoted price from a row’s Confirm, and says so', async () => {
    let current = pending;
    const fetch = stubTickets(
      () => current,
      () => {
        current = { ...pending, status: 'confirmed', quoted_price: 450000 };
        return answered(current, 'Ticket booking confirmed successfully');
      },
    );
    const dialog = await open('Confirm');
    const price = within(dialog).getByLabelText('Quoted price (RWF)');
    expect(price).toHaveFocus();
    await userEvent.type(price, '450000');
    expect(dialog).toHaveTextContent('The traveller sees RWF 450,000.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(await screen.findByText('Ticket booking confirmed successfully')).toBeInTheDocument();
    expect(putsOf(fetch)).toEqual([{ status: 'confirmed', quoted_price: 450000 }]);
    // The window shows the request as it now is.
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Status and answer' })).toHaveTextContent(
        'Quoted priceRWF 450,000',
      ),
    );
  });

  it('confirms without a price when the box is blank, with the note when one is written', async () => {
    const fetch = stubTickets(
      () => pending,
      () => answered({ ...pending, status: 'confirmed' }, 'Ticket booking confirmed successfully'),
    );
    const dialog = await open('View details');
    expect(within(dialog).getByRole('radio', { name: 'Confirm' })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Note to the traveller'), ' Call us ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    await screen.findByText('Ticket booking confirmed successfully');
    expect(putsOf(fetch)).toEqual([{ status: 'confirmed', admin_notes: 'Call us' }]);
  });

  it('cancels with a note from a row’s Cancel', async () => {
    const fetch = stubTickets(
      () => pending,
      () => answered({ ...pending, status: 'cancelled' }, 'Ticket booking cancelled successfully'),
    );
    const dialog = await open('Cancel');
    expect(within(dialog).getByRole('radio', { name: 'Cancel' })).toBeChecked();
    expect(within(dialog).queryByLabelText('Quoted price (RWF)')).toBeNull();
    const note = within(dialog).getByLabelText('Note to the traveller');
    expect(note).toHaveFocus();
    await userEvent.type(note, 'No seats left that week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Ticket booking cancelled successfully')).toBeInTheDocument();
    expect(putsOf(fetch)).toEqual([
      { status: 'cancelled', admin_notes: 'No seats left that week' },
    ]);
  });

  it('refuses a price that is not a whole number of francs, in the domain’s words', async () => {
    const fetch = stubTickets(
      () => pending,
      () => ({}),
    );
    const dialog = await open('Confirm');
    const price = within(dialog).getByLabelText('Quoted price (RWF)');
    for (const typed of ['0', '1500.5', '-3000']) {
      await userEvent.clear(price);
      await userEvent.type(price, typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
      expect(
        within(dialog).getByText(
          'The quoted price must be a whole number of Rwandan francs, from RWF 1',
        ),
      ).toBeInTheDocument();
      expect(price).toHaveAttribute('aria-invalid', 'true');
    }
    await userEvent.clear(price);
    await userEvent.type(price, '100000001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(
      within(dialog).getByText('The quoted price must be at most RWF 100,000,000'),
    ).toBeInTheDocument();
    expect(putsOf(fetch)).toEqual([]);
  });

  it('saves the note alone on a pending request, leaving it pending', async () => {
    const fetch = stubTickets(
      () => pending,
      (body) =>
        answered(
          { ...pending, admin_notes: (body as { admin_notes: string }).admin_notes },
          'Ticket booking updated successfully',
        ),
    );
    const dialog = await open('View details');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Note only' }));
    expect(within(dialog).queryByLabelText('Quoted price (RWF)')).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Note to the traveller'), 'Checking fares');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Ticket booking updated successfully')).toBeInTheDocument();
    expect(putsOf(fetch)).toEqual([{ admin_notes: 'Checking fares' }]);
    expect(within(dialog).getByRole('region', { name: 'Status and answer' })).toHaveTextContent(
      'Pending',
    );
    expect(within(dialog).getByRole('radio', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('says Saving... and waits while the answer is sent', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
      const reply: Reply =
        url === detailUrl && init.method === 'PUT'
          ? await new Promise<Reply>((resolve) => (release = resolve))
          : url === detailUrl
            ? { body: { success: true, message: 'ok', data: pending } }
            : { body: { success: true, ...aPage([pending]), summary } };
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const dialog = await open('Cancel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    const saving = await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Cancel: Aline Uwase, T0000012', hidden: true }),
    ).toBeDisabled();
    release(answered({ ...pending, status: 'cancelled' }, 'Ticket booking cancelled successfully'));
    expect(await screen.findByText('Ticket booking cancelled successfully')).toBeInTheDocument();
  });

  it('shows why a refused answer was refused, and the request as another admin left it', async () => {
    let current = pending;
    stubTickets(
      () => current,
      () => {
        // Another admin cancelled it a moment before.
        current = { ...pending, status: 'cancelled', admin_notes: 'Sold out' };
        return {
          status: 409,
          // The words come from the code, in the reader's language, not from the server.
          body: { code: 'ticket.moveRefused', message: 'Conflict (server words)' },
        };
      },
      // The list shows pending requests: the cancelled one leaves it.
      () => (current.status === 'pending' ? [current] : []),
    );
    const dialog = await open('Confirm', '/admin?tab=ticket-bookings&status=pending');
    await userEvent.type(within(dialog).getByLabelText('Quoted price (RWF)'), '300000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Request' }));
    expect(
      await screen.findByText('This ticket request has already been answered'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Status and answer' })).toHaveTextContent(
        'Cancelled',
      ),
    );
    expect(within(dialog).queryByRole('button', { name: 'Confirm Request' })).toBeNull();
    expect(within(dialog).getByLabelText('Note to the traveller')).toHaveValue('Sold out');
  });

  it('says Failed to update ticket booking when the server gives no reason', async () => {
    stubTickets(
      () => pending,
      () => ({ status: 500 }),
    );
    const dialog = await open('Cancel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    expect(await screen.findByText('Failed to update ticket booking')).toBeInTheDocument();
  });

  it('offers no Confirm on a request whose departure has passed, and says why', async () => {
    stubTickets(
      () => ({ ...pending, departure_date: '2026-11-01', return_date: null }),
      () => ({}),
    );
    const dialog = await open('View details');
    expect(dialog).toHaveTextContent(
      'The departure date of this request has passed: it can only be cancelled',
    );
    expect(within(dialog).queryByRole('radio', { name: 'Confirm' })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Cancel' })).toBeChecked();
  });
});
