import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anAuditEntry, aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { AuditLogPanel } from './audit-log-panel';

const entries = [
  anAuditEntry({
    id: 2,
    action: 'booking.status_changed',
    target_type: 'booking',
    target_id: 42,
    summary: 'pending → confirmed',
    created_at: '2026-11-24T09:30:00.000Z',
  }),
  anAuditEntry({ actor_id: null, actor_name: null }),
  anAuditEntry({
    id: 3,
    action: 'ticket.status_changed',
    target_type: 'ticket',
    target_id: 7,
    summary: 'pending → confirmed (quoted_price)',
  }),
];

describe('AuditLogPanel (rules §8.13)', () => {
  it('shows when (Kigali time), who, what, which record and the summary of each entry', async () => {
    stubApi(() => ({ body: aPage(entries) }));
    renderScreen(<AuditLogPanel />, '/admin?tab=audit');
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('24 Nov 2026, 11:30');
    expect(rows[0]).toHaveTextContent('Administrator');
    expect(rows[0]).toHaveTextContent('Booking status changed');
    expect(rows[0]).toHaveTextContent('pending → confirmed');
    expect(within(rows[0]!).getByRole('link', { name: 'Booking B0000042' })).toHaveAttribute(
      'href',
      '/booking/42',
    );
    expect(rows[1]).toHaveTextContent('Role changed');
    expect(rows[1]).toHaveTextContent('User #11');
    expect(rows[1]).toHaveTextContent('Unknown admin');
    expect(rows[2]).toHaveTextContent('Ticket request answered');
    expect(rows[2]).toHaveTextContent('Ticket request T0000007');
    expect(rows[2]).toHaveTextContent('pending → confirmed (quoted_price)');
  });

  it('filters by action and by kind of record through the URL, keeping the tab', async () => {
    const fetch = stubApi(() => ({ body: aPage(entries) }));
    const router = renderScreen(<AuditLogPanel />, '/admin?tab=audit&page=2');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'booking.status_changed');
    expect(router.state.location.search).toBe('?tab=audit&action=booking.status_changed');
    expect(requestedUrls(fetch)).toContain('/api/admin/audit-log?action=booking.status_changed');

    await userEvent.selectOptions(screen.getByLabelText('Kind of record'), 'booking');
    expect(router.state.location.search).toBe(
      '?tab=audit&action=booking.status_changed&target_type=booking',
    );
    expect(requestedUrls(fetch)).toContain(
      '/api/admin/audit-log?action=booking.status_changed&target_type=booking',
    );
    // An action of another kind of record clears the contradicting filter.
    await userEvent.selectOptions(screen.getByLabelText('Kind of record'), 'user');
    expect(router.state.location.search).toBe('?tab=audit&target_type=user');
    expect(requestedUrls(fetch).at(-1)).toBe('/api/admin/audit-log?target_type=user');
  });

  it('says when nothing is recorded yet, and when nothing matches', async () => {
    stubApi(() => ({ body: aPage([]) }));
    renderScreen(<AuditLogPanel />, '/admin?tab=audit');
    expect(await screen.findByText('No admin actions recorded yet')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'car.deleted');
    expect(await screen.findByText('No admin actions match these filters')).toBeInTheDocument();
  });
});
