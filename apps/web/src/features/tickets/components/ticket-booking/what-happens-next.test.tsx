import type { ChannelsView } from '@kodesha/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { renderScreen, stubApi, testQueryClient } from '@/test/render';
import { WhatHappensNext } from './what-happens-next';

const onMyTickets = 'and the status and the price quoted show on My Ticket Bookings.';

function renderWith(channels: ChannelsView) {
  stubApi((url) => ({ body: url === '/api/channels' ? channels : {} }));
  renderScreen(<WhatHappensNext />, '/ticket-booking');
}

describe('WhatHappensNext (rules §6.2, §10.3)', () => {
  it('says the answer comes by email where the server has a mail server', async () => {
    renderWith({ sms: false, email: true });
    expect(
      await screen.findByText(
        `When the team answers, you get a notification on Kodesha and an email (unless you turned email off), ${onMyTickets}`,
      ),
    ).toBeInTheDocument();
  });

  it('says SMS and email where the server sends both', async () => {
    renderWith({ sms: true, email: true });
    expect(
      await screen.findByText(
        `When the team answers, you get a notification on Kodesha, an SMS to your verified phone and an email (unless you turned them off), ${onMyTickets}`,
      ),
    ).toBeInTheDocument();
  });

  it('says SMS alone where the server has only a gateway', async () => {
    renderWith({ sms: true, email: false });
    expect(
      await screen.findByText(
        `When the team answers, you get a notification on Kodesha and an SMS to your verified phone (unless you turned SMS off), ${onMyTickets}`,
      ),
    ).toBeInTheDocument();
  });

  it('promises neither SMS nor email where the server sends neither', async () => {
    stubApi(() => ({ body: { sms: false, email: false } }));
    const queryClient = testQueryClient();
    renderScreen(<WhatHappensNext />, '/ticket-booking', '*', queryClient);
    // Once the server has said what it sends, not before.
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.channels)?.status).toBe('success'),
    );
    expect(
      screen.getByText(`When the team answers, you get a notification on Kodesha, ${onMyTickets}`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/email|SMS/)).not.toBeInTheDocument();
  });
});
