import type { GpsRequestSummary, GpsRequestView } from '@kodesha/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPage } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { aGpsRequest } from '../../testing/gps-fixtures';
import { GpsRequestManagement } from './gps-request-management';

const now = new Date('2026-11-25T08:00:00.000Z');

// A listed car, waiting: its town is the listing's.
const pending = aGpsRequest({
  user: { id: 3, name: 'Aline Uwase', email: 'aline@example.rw', phone_number: null },
});
// A car typed in by another owner, scheduled: its place is where the technician goes.
const approved = aGpsRequest({
  id: 13,
  user_id: 4,
  car_id: null,
  car: null,
  status: 'approved',
  car_make: 'Nissan',
  car_model: 'Patrol',
  car_year: null,
  license_plate: 'RAC 456 D',
  contact_name: 'Eric Habimana',
  contact_phone: '+250 788 555 010',
  contact_email: null,
  installation_location: 'Musanze, near the market',
  installation_date: '2026-12-03',
  requested_at: '2026-11-21T22:30:00.000Z',
  decided_at: '2026-11-22T09:00:00.000Z',
  user: { id: 4, name: 'Eric Habimana', email: 'eric@example.rw', phone_number: null },
});
const completed = aGpsRequest({
  id: 14,
  status: 'completed',
  installation_date: '2026-11-10',
  decided_at: '2026-11-10T15:00:00.000Z',
});
const rejected = aGpsRequest({ id: 15, status: 'rejected', decided_at: '2026-11-02T10:00:00Z' });
const summary: GpsRequestSummary = {
  total: 37,
  pending: 12,
  approved: 9,
  completed: 14,
  rejected: 2,
};

const pageOf = (requests: GpsRequestView[], counts = summary, total = requests.length) => ({
  body: { success: true, ...aPage(requests, { total }), summary: counts },
});

const phone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

const actionsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GpsRequestManagement (rules §8.10)', () => {
  it('shows the figures, the counts per status and each request’s columns', async () => {
    stubApi(() => pageOf([pending, approved, completed, rejected]));
    renderScreen(<GpsRequestManagement />, '/admin?tab=gps-requests');
    const table = await screen.findByRole('table', { name: 'GPS requests' });

    const figures = screen.getByLabelText('GPS request figures');
    for (const [label, value] of [
      ['Total', '37'],
      ['Pending', '12'],
      ['Approved', '9'],
      ['Completed', '14'],
      ['Rejected', '2'],
    ] as const)
      expect(within(figures).getByText(label).nextSibling).toHaveTextContent(value);
    const filter = screen.getByRole('group', { name: 'Show GPS requests by status' });
    for (const name of ['All 37', 'Pending 12', 'Approved 9', 'Completed 14', 'Rejected 2'])
      expect(within(filter).getByRole('button', { name })).toBeInTheDocument();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Car & Owner', 'Status', 'Requested Date', 'Installation Date', 'Actions']);
    const [first, second, third, fourth] = within(table).getAllByRole('row').slice(1);

    // Make, model and year, the plate and reference, the listing's town, the owner.
    expect(first).toHaveTextContent('Toyota RAV4 2020');
    expect(first).toHaveTextContent('Plate RAB 123 C · G0000012');
    expect(within(first!).getByText('Kigali')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('Kigali Heights');
    expect(first).toHaveTextContent('Aline Uwase');
    expect(first).toHaveTextContent('aline@example.rw');
    expect(first).toHaveTextContent('+250 788 123 456');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('20 Nov 2026');
    // Not scheduled yet: a dash, read out in words, and the day the owner would like.
    expect(within(first!).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(first!).getByText('Not scheduled')).toHaveClass('sr-only');
    expect(first).toHaveTextContent('Preferred 12 Dec 2026');
    expect(actionsOf(first!)).toEqual(['Approve', 'Reject', 'View details']);
    expect(
      within(first!).getByRole('button', { name: 'Approve: Toyota RAV4 2020, G0000012' }),
    ).toBeInTheDocument();

    // No listed car: where the technician should come; no year given.
    expect(second).toHaveTextContent('Nissan Patrol');
    expect(second).not.toHaveTextContent('Nissan Patrol 20');
    expect(second).toHaveTextContent('Musanze, near the market');
    expect(second).toHaveTextContent('eric@example.rw');
    // 22:30 UTC on the 21st is already the 22nd in Kigali (UTC+2).
    expect(second).toHaveTextContent('22 Nov 2026');
    expect(second).toHaveTextContent('3 Dec 2026');
    expect(within(second!).queryByText('Not scheduled')).toBeNull();
    expect(actionsOf(second!)).toEqual(['Mark as Completed', 'View details']);

    // Final: nothing left to do but look.
    expect(third).toHaveTextContent('Completed');
    expect(third).toHaveTextContent('10 Nov 2026');
    expect(actionsOf(third!)).toEqual(['View details']);
    expect(fourth).toHaveTextContent('Rejected');
    expect(within(fourth!).getByText('Not scheduled')).toBeInTheDocument();
    expect(fourth).not.toHaveTextContent('Preferred');
    expect(actionsOf(fourth!)).toEqual(['View details']);
  });

  it('says how many of the matching requests the page shows', async () => {
    stubApi(() => ({
      body: {
        success: true,
        ...aPage([pending, approved], { total: 23, last_page: 2 }),
        summary,
      },
    }));
    renderScreen(<GpsRequestManagement />, '/admin?tab=gps-requests&status=pending');
    expect(await screen.findByText('Showing 2 of 23 requests')).toBeInTheDocument();
  });

  it('says request, not requests, of a single one', async () => {
    stubApi(() => pageOf([pending]));
    renderScreen(<GpsRequestManagement />, '/admin?tab=gps-requests');
    expect(await screen.findByText('Showing 1 of 1 request')).toBeInTheDocument();
  });

  it('puts the status, search and page in the URL beside the tab, and in the request', async () => {
    const fetch = stubApi(() => pageOf([pending]));
    const router = renderScreen(<GpsRequestManagement />, '/admin?tab=gps-requests&page=2');
    await screen.findByRole('table');
    expect(requestedUrls(fetch)).toContain('/api/admin/gps-requests?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Approved 9' }));
    expect(router.state.location.search).toBe('?tab=gps-requests&status=approved');
    expect(requestedUrls(fetch)).toContain('/api/admin/gps-requests?status=approved');
    expect(screen.getByRole('button', { name: 'Approved 9' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const search = screen.getByLabelText('Search GPS requests');
    expect(search).toHaveAttribute('placeholder', 'Car, owner or email');
    await userEvent.type(search, 'aline@example.rw');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe(
      '?tab=gps-requests&status=approved&search=aline%40example.rw',
    );
    expect(requestedUrls(fetch)).toContain(
      '/api/admin/gps-requests?status=approved&search=aline%40example.rw',
    );

    await userEvent.click(screen.getByRole('button', { name: 'All 37' }));
    expect(router.state.location.search).toBe('?tab=gps-requests&search=aline%40example.rw');
  });

  it('moves between pages through the URL', async () => {
    const fetch = stubApi(() => ({
      body: { success: true, ...aPage([pending], { last_page: 3, total: 45 }), summary },
    }));
    const router = renderScreen(<GpsRequestManagement />, '/admin?tab=gps-requests');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?tab=gps-requests&page=2');
    expect(requestedUrls(fetch)).toContain('/api/admin/gps-requests?page=2');
  });

  it('shows a card for each request on a phone, with its moves', async () => {
    phone();
    stubApi(() => pageOf([pending, approved, completed]));
    renderScreen(<GpsRequestManagement />, '/admin?tab=gps-requests');
    const card = await screen.findByRole('article', { name: 'G0000012 Toyota RAV4 2020' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(card).toHaveTextContent('RAB 123 C');
    expect(card).toHaveTextContent('Kigali');
    expect(card).toHaveTextContent('OwnerAline Uwasealine@example.rw');
    expect(card).toHaveTextContent('Requested Date20 Nov 2026');
    expect(card).toHaveTextContent('Installation Date—Not scheduled');
    expect(actionsOf(card)).toEqual(['Approve', 'Reject', 'View details']);
    const scheduled = screen.getByRole('article', { name: 'G0000013 Nissan Patrol' });
    expect(scheduled).toHaveTextContent('Installation Date3 Dec 2026');
    expect(actionsOf(scheduled)).toEqual(['Mark as Completed', 'View details']);
    const done = screen.getByRole('article', { name: 'G0000014 Toyota RAV4 2020' });
    expect(actionsOf(done)).toEqual(['View details']);
  });

  it('says when there are none yet, when none match, and offers Try Again on failure', async () => {
    let answer: 'fail' | 'none' | 'no match' = 'fail';
    const none = { total: 0, pending: 0, approved: 0, completed: 0, rejected: 0 };
    stubApi(() =>
      answer === 'fail' ? { status: 500 } : pageOf([], answer === 'none' ? none : summary),
    );
    const router = renderScreen(<GpsRequestManagement />, '/admin?tab=gps-requests');
    expect(await screen.findByText('Error Loading GPS Requests')).toBeInTheDocument();
    expect(screen.getByText('Failed to load GPS requests. Please try again.')).toBeInTheDocument();

    answer = 'none';
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No GPS requests yet')).toBeInTheDocument();
    expect(screen.queryByText('No GPS requests found')).toBeNull();

    answer = 'no match';
    await userEvent.type(screen.getByLabelText('Search GPS requests'), 'Tesla');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?tab=gps-requests&search=Tesla');
    expect(await screen.findByText('No GPS requests found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
