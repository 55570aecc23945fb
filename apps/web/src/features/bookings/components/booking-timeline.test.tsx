import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aBooking } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { AwaitingAnswer } from './awaiting-answer';
import { BookingTimeline } from './booking-timeline';

const declined = aBooking({ status: 'cancelled', cancel_reason: 'declined' });

describe('BookingTimeline: a decline’s reason (rules §4.4, §4.5)', () => {
  it('shows the provider’s reason on the decline’s line, as they wrote it', () => {
    renderScreen(
      <BookingTimeline
        history={[
          ...declined.history,
          {
            from_status: 'pending',
            to_status: 'cancelled',
            by: 'provider',
            reason: 'declined',
            via: 'app',
            note: 'The car is at the garage that day.',
            at: '2098-12-31T08:00:00.000Z',
          },
        ]}
        itemType="car"
      />,
    );
    const lines = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent('Cancelled by the owner');
    expect(lines[1]).toHaveTextContent('Declined by the owner or driver');
    expect(lines[1]).toHaveTextContent('Reason given: The car is at the garage that day.');
    expect(lines[0]).not.toHaveTextContent('Reason given');
  });

  it('says nothing of a reason when none was given', () => {
    renderScreen(
      <BookingTimeline
        history={[
          {
            from_status: 'pending',
            to_status: 'cancelled',
            by: 'provider',
            reason: 'declined',
            via: 'app',
            note: null,
            at: '2098-12-31T08:00:00.000Z',
          },
        ]}
        itemType="driver"
      />,
    );
    expect(screen.queryByText(/Reason given/)).toBeNull();
  });
});

describe('BookingTimeline: an Instant Book (rules §4.16)', () => {
  it('says the server’s confirmation came at once, by Instant Book, and a system cancel as before', () => {
    const line = (to: 'confirmed' | 'cancelled', reason: 'slot_taken' | null) => ({
      from_status: 'pending' as const,
      to_status: to,
      by: 'system' as const,
      reason,
      via: 'app' as const,
      note: null,
      at: '2098-12-31T08:00:00.000Z',
    });
    renderScreen(
      <BookingTimeline
        history={[line('confirmed', null), line('cancelled', 'slot_taken')]}
        itemType="car"
      />,
    );
    const lines = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Confirmed at once, by Instant Book');
    expect(lines[1]).toHaveTextContent('Cancelled automatically');
  });
});

describe('AwaitingAnswer: a request waiting for its answer (rules §4.6)', () => {
  it('tells the client who must answer and until when, in Kigali time', () => {
    renderScreen(<AwaitingAnswer booking={aBooking()} />);
    expect(
      screen.getByText('Waiting for Aline Uwase to answer, until 15 Jan 2099, 09:00.'),
    ).toBeInTheDocument();
  });

  it('tells the provider by when to answer', () => {
    renderScreen(<AwaitingAnswer booking={aBooking({ viewer: 'provider' })} />);
    expect(
      screen.getByText('Answer before 15 Jan 2099, 09:00: the request expires then.'),
    ).toBeInTheDocument();
  });

  it('says nothing once the request is answered', () => {
    renderScreen(<AwaitingAnswer booking={aBooking({ status: 'confirmed' })} />);
    expect(screen.queryByText(/Waiting for/)).toBeNull();
  });
});
