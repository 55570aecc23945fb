import type { RevenuePeriod, RevenueView } from '@kodesha/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { RevenueAnalytics } from './revenue-analytics';
import { aRevenueView } from '../testing/revenue-fixtures';

// jsdom has no canvas: the chart stands in as the image it is to assistive technology.
vi.mock('./revenue-chart', () => ({
  RevenueChart: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

// Kigali's 25 Nov 2026: the trend runs from Dec 2025 to Nov 2026.
const now = new Date('2026-11-25T08:00:00.000Z');

const views: Record<RevenuePeriod, RevenueView> = {
  daily: aRevenueView({
    period: 'daily',
    period_start: '2026-11-24T22:00:00.000Z',
    car_bookings_revenue: 30000,
    driver_bookings_revenue: 15000,
    ticket_bookings_revenue: 0,
    top_earning_cars: [],
    top_earning_drivers: [],
  }),
  weekly: aRevenueView({ period: 'weekly', period_start: '2026-11-22T22:00:00.000Z' }),
  monthly: aRevenueView(),
  total: aRevenueView({
    period: 'total',
    period_start: null,
    car_bookings_revenue: 3400000,
    driver_bookings_revenue: 1200000,
    ticket_bookings_revenue: 800000,
  }),
};

const periodOf = (url: string) =>
  (new URL(url, 'http://kodesha.test').searchParams.get('period') ?? 'monthly') as RevenuePeriod;

const stubRevenue = () => stubApi((url) => ({ body: views[periodOf(url)] }));

const card = (name: RegExp | string) => screen.getByRole('region', { name });

/** jsdom's Blob has no text(): read it the older way. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RevenueAnalytics (rules §8.12)', () => {
  it('opens on This Month: asks for it, shows its total, its split and the marketplace’s size', async () => {
    const fetch = stubRevenue();
    renderScreen(<RevenueAnalytics />, '/admin/revenue');

    const total = await screen.findByRole('region', { name: 'Total Revenue · This Month' });
    expect(requestedUrls(fetch)).toEqual(['/api/admin/revenue?period=monthly']);
    const periods = screen.getByRole('group', { name: 'Time Period' });
    expect(within(periods).getByRole('button', { name: 'This Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(periods).getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    expect(within(total).getByText('RWF 620,000', { selector: 'p' })).toBeInTheDocument();
    for (const [label, amount] of [
      ['Today', 'RWF 45,000'],
      ['This Week', 'RWF 180,000'],
      ['All Time', 'RWF 5,400,000'],
    ] as const)
      expect(within(total).getByText(label).nextSibling).toHaveTextContent(amount);

    expect(card('Car Bookings')).toHaveTextContent('RWF 400,000');
    expect(card('Car Bookings')).toHaveTextContent('65% of the period');
    expect(card('Driver Bookings')).toHaveTextContent('RWF 120,000');
    expect(card('Ticket Bookings')).toHaveTextContent('RWF 100,000');
    expect(card('Total Users')).toHaveTextContent('1,250');
    expect(card('Total Cars')).toHaveTextContent('84');
    expect(card('Total Drivers')).toHaveTextContent('31');
    expect(card('Total Bookings')).toHaveTextContent('2,046');

    // 1 November began at 22:00 UTC on 31 October.
    expect(screen.getByText('Counted from 1 Nov 2026, 00:00 Kigali time')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Value of completed bookings and quoted ticket prices, in RWF. No money moves through Kodesha.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/\$|USD/)).toBeNull();
  });

  it('a period button puts the period in the URL beside the tab, asks for it and shows its figures', async () => {
    const fetch = stubRevenue();
    const user = userEvent.setup();
    const router = renderScreen(<RevenueAnalytics />, '/admin?tab=revenue');
    await screen.findByRole('region', { name: 'Total Revenue · This Month' });

    await user.click(screen.getByRole('button', { name: 'Today' }));
    const total = await screen.findByRole('region', { name: 'Total Revenue · Today' });
    expect(router.state.location.search).toBe('?tab=revenue&period=daily');
    expect(requestedUrls(fetch)).toContain('/api/admin/revenue?period=daily');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(total).getByText('RWF 45,000', { selector: 'p' })).toBeInTheDocument();
    expect(card('Car Bookings')).toHaveTextContent('RWF 30,000');
    expect(card('Car Bookings')).toHaveTextContent('67% of the period');
    expect(card('Ticket Bookings')).toHaveTextContent('RWF 0');
    expect(screen.getByText('Counted from 25 Nov 2026, 00:00 Kigali time')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All Time' }));
    await screen.findByRole('region', { name: 'Total Revenue · All Time' });
    expect(router.state.location.search).toBe('?tab=revenue&period=total');
    expect(card('Car Bookings')).toHaveTextContent('RWF 3,400,000');
    // All Time has no start.
    expect(screen.queryByText(/^Counted from/)).toBeNull();

    // This Month is the default: the address goes back to the tab alone.
    await user.click(screen.getByRole('button', { name: 'This Month' }));
    await screen.findByRole('region', { name: 'Total Revenue · This Month' });
    expect(router.state.location.search).toBe('?tab=revenue');
  });

  it('reads the period from the URL, and falls back to This Month for one it does not know', async () => {
    const fetch = stubRevenue();
    renderScreen(<RevenueAnalytics />, '/admin/revenue?period=weekly');
    await screen.findByRole('region', { name: 'Total Revenue · This Week' });
    expect(requestedUrls(fetch)).toEqual(['/api/admin/revenue?period=weekly']);
    expect(screen.getByRole('button', { name: 'This Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('falls back to This Month for a hand-edited period', async () => {
    const fetch = stubRevenue();
    renderScreen(<RevenueAnalytics />, '/admin/revenue?period=yearly');
    await screen.findByRole('region', { name: 'Total Revenue · This Month' });
    expect(requestedUrls(fetch)).toEqual(['/api/admin/revenue?period=monthly']);
  });

  it('keeps the figures shown, dimmed and busy, while the next period loads', async () => {
    let release: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const period = periodOf(url);
        if (period === 'total') await new Promise<void>((resolve) => (release = resolve));
        return new Response(JSON.stringify(views[period]), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<RevenueAnalytics />, '/admin/revenue');
    await screen.findByRole('region', { name: 'Total Revenue · This Month' });

    await user.click(screen.getByRole('button', { name: 'All Time' }));
    expect(screen.getByRole('button', { name: 'All Time' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The month's figures stay, marked as being replaced.
    const shown = card('Total Revenue · This Month');
    expect(shown).toHaveTextContent('RWF 620,000');
    expect(shown.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Updating figures…');
    expect(screen.queryByText('Loading analytics...')).toBeNull();

    release?.();
    await screen.findByRole('region', { name: 'Total Revenue · All Time' });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('lists the top earning cars and drivers: rank, names, owner, bookings and revenue', async () => {
    stubRevenue();
    renderScreen(<RevenueAnalytics />, '/admin/revenue');
    const cars = await screen.findByRole('table', { name: 'Top Earning Cars' });
    expect(
      within(cars)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#Rank', 'Car', 'Owner', 'Bookings', 'Revenue']);
    const carRows = within(cars).getAllByRole('row').slice(1);
    expect(carRows.map((row) => row.textContent)).toEqual([
      '1Toyota RAV4Jean Mugabo6RWF 300,000',
      '2Suzuki SwiftAlice Uwimana4RWF 100,000',
    ]);

    const drivers = screen.getByRole('table', { name: 'Top Earning Drivers' });
    expect(
      within(drivers)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#Rank', 'Driver', 'Bookings', 'Revenue']);
    expect(
      within(drivers)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1Eric Habimana5RWF 80,000', '2Grace Ingabire1RWF 40,000']);
  });

  it('on a phone shows each top list as a numbered list', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stubRevenue();
    renderScreen(<RevenueAnalytics />, '/admin/revenue');
    const cars = await screen.findByRole('list', { name: 'Top Earning Cars' });
    expect(screen.queryByRole('table', { name: 'Top Earning Cars' })).toBeNull();
    const [first] = within(cars).getAllByRole('listitem');
    expect(first).toHaveTextContent('No. 1');
    expect(first).toHaveTextContent('Toyota RAV4');
    expect(first).toHaveTextContent('Owner: Jean Mugabo');
    expect(first).toHaveTextContent('6 bookings');
    expect(first).toHaveTextContent('RWF 300,000');
    const drivers = screen.getByRole('list', { name: 'Top Earning Drivers' });
    expect(within(drivers).getAllByRole('listitem')[1]).toHaveTextContent(
      'Grace Ingabire1 bookingRWF 40,000',
    );
  });

  it('says ‘No data available’ for empty top lists and ‘No monthly data available’ for a year of zeros', async () => {
    stubApi(() => ({
      body: aRevenueView({
        top_earning_cars: [],
        top_earning_drivers: [],
        revenue_by_month: aRevenueView().revenue_by_month.map((month) => ({
          ...month,
          bookings_count: 0,
          revenue: 0,
        })),
      }),
    }));
    renderScreen(<RevenueAnalytics />, '/admin/revenue');
    const cars = await screen.findByRole('region', { name: 'Top Earning Cars' });
    expect(within(cars).getByText('No data available')).toBeInTheDocument();
    expect(within(cars).queryByRole('table')).toBeNull();
    const drivers = screen.getByRole('region', { name: 'Top Earning Drivers' });
    expect(within(drivers).getByText('No data available')).toBeInTheDocument();

    const trend = screen.getByRole('region', { name: 'Monthly Revenue Trend' });
    expect(within(trend).getByText('No monthly data available')).toBeInTheDocument();
    expect(within(trend).queryByRole('img')).toBeNull();
    expect(within(trend).queryByRole('table')).toBeNull();
    expect(within(trend).queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('shows the trend as a labelled chart and a table of the 12 months, this one last', async () => {
    stubRevenue();
    renderScreen(<RevenueAnalytics />, '/admin/revenue');
    const trend = await screen.findByRole('region', { name: 'Monthly Revenue Trend' });

    const chart = await within(trend).findByRole('img');
    expect(chart).toHaveAccessibleName(
      'Bar chart of revenue per month, Dec 2025 to Nov 2026: RWF 6,600,000 over the 12 months, the highest RWF 1,100,000 in Nov 2026, RWF 1,100,000 this month. The same figures are in the table.',
    );

    const table = within(trend).getByRole('table', { name: 'Revenue by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('Dec 2025');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Dec 2025');
    expect(rows[10]).toHaveTextContent('Oct 202610RWF 1,000,000');
    expect(rows[11]).toHaveTextContent('Nov 2026(this month)11RWF 1,100,000');
  });

  it('Download CSV saves the 12 months as kodesha-revenue-by-month-<Kigali date>.csv', async () => {
    stubRevenue();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:revenue');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderScreen(<RevenueAnalytics />, '/admin/revenue');

    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('kodesha-revenue-by-month-2026-11-25.csv');
    expect(clicked[0]!.href).toBe('blob:revenue');
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const lines = (await textOf(blob)).trimEnd().split('\r\n');
    expect(lines[0]).toBe('month,bookings_count,revenue_rwf');
    expect(lines).toHaveLength(13);
    expect(lines[12]).toBe('2026-11,11,1100000');
  });

  it('says ‘Loading analytics...’ while the figures load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderScreen(<RevenueAnalytics />, '/admin/revenue');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading analytics...');
    // The period can be chosen meanwhile.
    expect(screen.getByRole('button', { name: 'Today' })).toBeEnabled();
  });

  it('shows an error with Try Again, which asks again', async () => {
    let fail = true;
    const fetch = stubApi((url) =>
      fail
        ? { status: 500, body: { success: false, message: 'Boom' } }
        : { body: views[periodOf(url)] },
    );
    const user = userEvent.setup();
    renderScreen(<RevenueAnalytics />, '/admin/revenue');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Analytics');
    expect(alert).toHaveTextContent('Failed to load revenue analytics. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('region', { name: 'Total Revenue · This Month' });
    expect(requestedUrls(fetch)).toEqual([
      '/api/admin/revenue?period=monthly',
      '/api/admin/revenue?period=monthly',
    ]);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
