import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aBooking, aBookingSummary, aPage, aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { MyBookingsPanel } from './my-bookings-panel';

const summary = aBookingSummary({
  total: 3,
  pending: 1,
  completed: 1,
  cancelled: 1,
  completed_value: 30000,
});

describe('MyBookingsPanel (rules §4.11 booking history)', () => {
  it('shows the summary cards (spent counts completed only) and filters through the URL', async () => {
    const fetch = stubApi(() => ({
      body: {
        ...aPage([aBooking(), aBooking({ id: 43, reference: 'B0000043', status: 'completed' })]),
        summary,
      },
    }));
    sessionStore.start({ token: 't', user: aUser() });
    const router = renderScreen(<MyBookingsPanel />, '/account?tab=bookings');
    expect(await screen.findByText('RWF 30,000')).toBeInTheDocument();
    expect(screen.getByText('Total Spent')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'completed');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'driver');
    expect(router.state.location.search).toBe('?tab=bookings&status=completed&item_type=driver');
    expect(requestedUrls(fetch)).toContain('/api/my-bookings?status=completed&item_type=driver');
  });

  it('says so when there are no bookings, and shows Error Loading Bookings with Try Again on failure', async () => {
    let fail = true;
    stubApi(() =>
      fail ? { status: 500 } : { body: { ...aPage([]), summary: { ...summary, total: 0 } } },
    );
    renderScreen(<MyBookingsPanel />);
    expect(await screen.findByText('Error Loading Bookings')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No bookings available at the moment')).toBeInTheDocument();
  });
});
