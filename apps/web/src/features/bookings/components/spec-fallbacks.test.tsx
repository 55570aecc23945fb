import { messages } from '@kodesha/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { BookingRequestsPanel } from './booking-requests-panel';
import { MyBookingsPanel } from './my-bookings-panel';

/** rules §9.10's words for the booking screens, each in its case, the failing call faked at fetch. */
describe('the spec’s words on the booking screens', () => {
  it("the client's booking history that fails to load says 'Failed to load booking history'", async () => {
    stubApi(() => ({ status: 500 }));
    sessionStore.start({ token: 't', user: aUser() });
    renderScreen(<MyBookingsPanel />);
    expect(await screen.findByText(messages.bookingHistoryFailed)).toBeInTheDocument();
    expect(screen.queryByText(messages.bookingsLoadFailed)).not.toBeInTheDocument();
  });

  it("a driver's booking requests that fail to load say 'Failed to load bookings'", async () => {
    stubApi(() => ({ status: 500 }));
    sessionStore.start({ token: 't', user: aUser({ id: 3, role: 'driver' }) });
    renderScreen(<BookingRequestsPanel />);
    expect(await screen.findByText(messages.driverBookingsLoadFailed)).toBeInTheDocument();
  });
});
