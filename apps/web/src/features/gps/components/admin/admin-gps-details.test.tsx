import type { GpsRequestSummary, GpsRequestView } from '@kodesha/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { aPage } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { aGpsRequest } from '../../testing/gps-fixtures';
import { GpsRequestManagement } from './gps-request-management';

// 08:00 UTC is 10:00 on 25 Nov 2026 in Kigali.
const now = new Date('2026-11-25T08:00:00.000Z');
const summary: GpsRequestSummary = { total: 1, pending: 1, approved: 0, completed: 0, rejected: 0 };
const pending = aGpsRequest();
const moveUrl = '/api/admin/gps-requests/12/update-status';

type Reply = { status?: number; body?: unknown };

/**
 * The request by id answers `current()`, the list `list()` (by default `current()`); a
 * move answers `post(body)`.
 */
function stubGps(
  current: () => GpsRequestView,
  post: (body: unknown) => Reply,
  list: () => GpsRequestView[] = () => [current()],
) {
  return stubApi((url, init) => {
    if (url === moveUrl && init.method === 'POST')
      return post(JSON.parse(String(init.body)) as unknown);
    if (url === '/api/admin/gps-requests/12')
      return { body: { success: true, message: 'Loaded', data: current() } };
    return { body: { success: true, ...aPage(list()), summary } };
  });
}

const movesOf = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([url]) => url === moveUrl)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const listCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(
    ([url]) =>
      String(url).startsWith('/api/admin/gps-requests?') || url === '/api/admin/gps-requests',
  ).length;

const moved = (data: GpsRequestView, message: string): Reply => ({
  body: { success: true, message, data },
});

async function open(
  action: 'Approve' | 'Reject' | 'Mark as Completed' | 'View details',
  car = 'Toyota RAV4 2020, G0000012',
) {
  renderScreen(
    <>
      <GpsRequestManagement />
      <Toaster />
    </>,
    '/admin?tab=gps-requests',
  );
  const table = await screen.findByRole('table');
  await userEvent.click(within(table).getByRole('button', { name: `${action}: ${car}` }));
  return screen.getByRole('dialog', { name: 'Request G0000012' });
}

const footerButtons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== '');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the GPS request details window (rules §8.10)', () => {
  it('shows the car, the owner and whom to call, the installation wishes and the status', async () => {
    stubGps(
      () =>
        aGpsRequest({
          contact_name: 'Jean Mugabo',
          contact_phone: '+250 788 555 010',
          contact_email: 'jean@example.rw',
          preferred_installation_date: null,
          preferred_time: 'afternoon',
          reason: null,
        }),
      () => ({}),
    );
    const dialog = await open('View details');

    const car = within(dialog).getByRole('region', { name: 'Car' });
    expect(car).toHaveTextContent('ModelToyota RAV4');
    expect(car).toHaveTextContent('Year2020');
    expect(car).toHaveTextContent('Plate numberRAB 123 C');
    expect(car).toHaveTextContent('Listed carListed in Kigali');

    const owner = within(dialog).getByRole('region', { name: 'Owner' });
    expect(owner).toHaveTextContent('NameAline Uwase');
    expect(within(owner).getByRole('link', { name: 'aline@example.rw' })).toHaveAttribute(
      'href',
      'mailto:aline@example.rw',
    );
    // The number on the request, and the account's own when it differs.
    expect(within(owner).getByRole('link', { name: '+250 788 555 010' })).toHaveAttribute(
      'href',
      'tel:+250788555010',
    );
    expect(owner).toHaveTextContent('Account phone+250 788 123 456');
    expect(owner).toHaveTextContent('Contact personJean Mugabo');
    expect(owner).toHaveTextContent('Contact emailjean@example.rw');

    const installation = within(dialog).getByRole('region', { name: 'Installation' });
    expect(installation).toHaveTextContent('LocationKigali Heights, KG 7 Ave');
    expect(installation).toHaveTextContent('Preferred dateNot specified');
    expect(installation).toHaveTextContent('Preferred timeAfternoon (12 PM - 5 PM)');
    expect(within(dialog).getByRole('region', { name: 'Additional notes' })).toHaveTextContent(
      'None',
    );

    const status = within(dialog).getByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('StatusPending');
    expect(status).toHaveTextContent('Decided onNot decided yet');
    // Kigali time: 07:30 UTC is 09:30.
    expect(status).toHaveTextContent('Requested on20 Nov 2026, 09:30');
    expect(status).toHaveTextContent('ReferenceG0000012');

    expect(within(dialog).getByLabelText('Installation Date')).toHaveAttribute('min', '2026-11-25');
    const notes = within(dialog).getByLabelText('Admin Notes');
    expect(notes).toHaveAttribute('rows', '3');
    expect(notes).toHaveAccessibleDescription('The owner sees these notes.');
    expect(footerButtons(dialog).slice(-3)).toEqual(['Close', 'Reject', 'Approve']);
  });

  it('shows the owner’s preferred date and notes, and says Not provided for a missing year', async () => {
    stubGps(
      () => aGpsRequest({ car_year: null, car: null, car_id: null }),
      () => ({}),
    );
    const dialog = await open('View details', 'Toyota RAV4, G0000012');
    const car = within(dialog).getByRole('region', { name: 'Car' });
    expect(car).toHaveTextContent('YearNot provided');
    expect(car).toHaveTextContent('Listed carTyped in by the owner');
    expect(within(dialog).getByRole('region', { name: 'Installation' })).toHaveTextContent(
      'Preferred date12 Dec 2026',
    );
    expect(within(dialog).getByRole('region', { name: 'Additional notes' })).toHaveTextContent(
      'Please call before coming.',
    );
    // The account's phone is the one on the request: said once.
    expect(within(dialog).queryByText('Account phone')).toBeNull();
  });

  it('refuses to approve without an installation date, or with a past one, and sends nothing', async () => {
    const fetch = stubGps(
      () => pending,
      () => ({}),
    );
    const dialog = await open('Approve');
    const date = within(dialog).getByLabelText('Installation Date');
    // Approve opens on the date to choose.
    expect(date).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      within(dialog).getByText('Please choose the installation date before approving'),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();

    await userEvent.type(date, '2026-11-24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      within(dialog).getByText('The installation date cannot be in the past'),
    ).toBeInTheDocument();

    await userEvent.clear(date);
    await userEvent.type(date, '2027-11-26');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      within(dialog).getByText('Please choose an installation date within the next year'),
    ).toBeInTheDocument();
    expect(movesOf(fetch)).toEqual([]);
  });

  it('approves with the date and the notes, says so, closes and reloads the list', async () => {
    let current = pending;
    const fetch = stubGps(
      () => current,
      () => {
        current = { ...pending, status: 'approved', installation_date: '2026-11-25' };
        return moved(current, 'GPS request approved successfully');
      },
    );
    const dialog = await open('Approve');
    const before = listCalls(fetch);
    await userEvent.type(within(dialog).getByLabelText('Installation Date'), '2026-11-25');
    await userEvent.type(within(dialog).getByLabelText('Admin Notes'), ' Technician: Eric ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('GPS request approved successfully')).toBeInTheDocument();
    expect(movesOf(fetch)).toEqual([
      { status: 'approved', admin_notes: 'Technician: Eric', installation_date: '2026-11-25' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls(fetch)).toBeGreaterThan(before));
    const row = await screen.findByRole('row', { name: /G0000012/ });
    await waitFor(() => expect(row).toHaveTextContent('25 Nov 2026'));
    expect(within(row).getByRole('button', { name: /^Mark as Completed:/ })).toBeInTheDocument();
  });

  it('rejects from a row’s Reject with the notes, without a date', async () => {
    const fetch = stubGps(
      () => pending,
      () => moved({ ...pending, status: 'rejected' }, 'GPS request rejected successfully'),
    );
    const dialog = await open('Reject');
    const notes = within(dialog).getByLabelText('Admin Notes');
    expect(notes).toHaveFocus();
    await userEvent.type(within(dialog).getByLabelText('Installation Date'), '2026-12-01');
    await userEvent.type(notes, 'No trackers in stock');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('GPS request rejected successfully')).toBeInTheDocument();
    expect(movesOf(fetch)).toEqual([{ status: 'rejected', admin_notes: 'No trackers in stock' }]);
  });

  it('marks an approved request completed, keeping its date; a blank note clears the old one', async () => {
    const approved = aGpsRequest({
      status: 'approved',
      installation_date: '2026-11-20',
      admin_notes: 'Technician: Eric',
      decided_at: '2026-11-18T12:15:00.000Z',
    });
    const fetch = stubGps(
      () => approved,
      () => moved({ ...approved, status: 'completed' }, 'GPS request completed successfully'),
    );
    const dialog = await open('Mark as Completed');
    expect(within(dialog).getByRole('region', { name: 'Status' })).toHaveTextContent(
      'Decided on18 Nov 2026, 14:15',
    );
    // The date set when approving, already past: completing may keep it.
    const date = within(dialog).getByLabelText('Installation Date');
    expect(date).toHaveValue('2026-11-20');
    expect(date).not.toHaveAttribute('min');
    expect(footerButtons(dialog).slice(-2)).toEqual(['Close', 'Mark as Completed']);
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    await userEvent.clear(within(dialog).getByLabelText('Admin Notes'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByText('GPS request completed successfully')).toBeInTheDocument();
    expect(movesOf(fetch)).toEqual([
      { status: 'completed', admin_notes: '', installation_date: '2026-11-20' },
    ]);
  });

  it.each(['completed', 'rejected'] as const)(
    'offers no move on a %s request, only its answer and Close',
    async (status) => {
      stubGps(
        () =>
          aGpsRequest({
            status,
            installation_date: status === 'completed' ? '2026-11-20' : null,
            admin_notes: status === 'rejected' ? 'Out of our area' : null,
            decided_at: '2026-11-20T15:00:00.000Z',
          }),
        () => ({}),
      );
      const dialog = await open('View details');
      expect(footerButtons(dialog).slice(-1)).toEqual(['Close']);
      for (const name of ['Approve', 'Reject', 'Mark as Completed'])
        expect(within(dialog).queryByRole('button', { name })).toBeNull();
      expect(within(dialog).queryByLabelText('Installation Date')).toBeNull();
      expect(within(dialog).queryByLabelText('Admin Notes')).toBeNull();
      const answer = within(dialog).getByRole('region', { name: 'The team’s answer' });
      expect(answer).toHaveTextContent(
        status === 'completed' ? 'Installation date20 Nov 2026' : 'Installation dateNot scheduled',
      );
      expect(answer).toHaveTextContent(
        status === 'completed' ? 'Admin notesNone' : 'Admin notesOut of our area',
      );
      expect(answer).toHaveTextContent(
        status === 'completed'
          ? 'This request is completed: it can no longer be changed.'
          : 'This request was rejected: it can no longer be changed.',
      );
      expect(within(dialog).getByRole('region', { name: 'Status' })).toHaveTextContent(
        'Decided on20 Nov 2026, 17:00',
      );
    },
  );

  it('says Updating... on the pressed button and waits while the move is sent', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const fetch = vi.fn(async (url: string) => {
      const reply: Reply =
        url === moveUrl
          ? await new Promise<Reply>((resolve) => (release = resolve))
          : url === '/api/admin/gps-requests/12'
            ? { body: { success: true, message: 'Loaded', data: pending } }
            : { body: { success: true, ...aPage([pending]), summary } };
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    const dialog = await open('Reject');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const updating = await within(dialog).findByRole('button', { name: 'Updating...' });
    expect(updating).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    // The footer's Close; the ✕ of the window stays, as Escape does.
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Reject: Toyota RAV4 2020, G0000012', hidden: true }),
    ).toBeDisabled();
    release(moved({ ...pending, status: 'rejected' }, 'GPS request rejected successfully'));
    expect(await screen.findByText('GPS request rejected successfully')).toBeInTheDocument();
  });

  it('says why a refused move was refused, and shows the request as another admin left it', async () => {
    let current = pending;
    const fetch = stubGps(
      () => current,
      () => {
        // Another admin rejected it a moment before.
        current = { ...pending, status: 'rejected', admin_notes: 'Duplicate request' };
        // The words come from the code, in the reader's language, not from the server.
        return { status: 409, body: { code: 'gps.moveRefused', message: 'Conflict (server)' } };
      },
    );
    const dialog = await open('Approve');
    await userEvent.type(within(dialog).getByLabelText('Installation Date'), '2026-12-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    // Said in the window, not in a toast over its buttons.
    expect(
      await within(dialog).findByText('This GPS request can no longer be changed this way'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This GPS request can no longer be changed this way')).toHaveLength(
      1,
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Status' })).toHaveTextContent(
        'StatusRejected',
      ),
    );
    expect(within(dialog).getByRole('region', { name: 'The team’s answer' })).toHaveTextContent(
      'Admin notesDuplicate request',
    );
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(movesOf(fetch)).toHaveLength(1);
  });

  it('shows the request as it now is after a refusal, even when it has left the filtered list', async () => {
    let current = pending;
    const fetch = stubGps(
      () => current,
      () => {
        current = { ...pending, status: 'approved', installation_date: '2026-11-30' };
        return { status: 409, body: { code: 'gps.moveRefused', message: 'Conflict (server)' } };
      },
      // The list shows pending requests: the approved one leaves it.
      () => (current.status === 'pending' ? [current] : []),
    );
    const dialog = await open('Reject');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('This GPS request can no longer be changed this way'),
    ).toBeInTheDocument();
    await screen.findByText('No GPS requests found');
    // Read again by its id: approved by the other admin, so only its next move is offered.
    await waitFor(() =>
      expect(within(dialog).getByRole('region', { name: 'Status' })).toHaveTextContent(
        'StatusApproved',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Mark as Completed' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(movesOf(fetch)).toHaveLength(1);
  });

  it('shows the server’s refusal of the date under the date field', async () => {
    stubGps(
      () => pending,
      () => ({
        status: 422,
        body: {
          code: 'request.invalid',
          message: 'Server words',
          errors: { installation_date: ['Server words'] },
          error_codes: { installation_date: ['gps.installationDatePast'] },
        },
      }),
    );
    const dialog = await open('Approve');
    const date = within(dialog).getByLabelText('Installation Date');
    await userEvent.type(date, '2026-11-25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await within(dialog).findByText('The installation date cannot be in the past'),
    ).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says Failed to update GPS request status when the server gives no reason', async () => {
    stubGps(
      () => pending,
      () => ({ status: 500 }),
    );
    const dialog = await open('Reject');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to update GPS request status')).toBeInTheDocument();
    // The window stays, so the move can be tried again.
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});
