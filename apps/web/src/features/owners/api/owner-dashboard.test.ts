import type { OwnerDashboardView } from '@kodesha/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aChat } from '@/test/fixtures';
import { ownerDashboardQuery } from './owner-dashboard';
import { respondWith } from '@/test/contract';

afterEach(() => vi.unstubAllGlobals());

const dashboard: OwnerDashboardView = {
  stats: {
    total_cars: 2,
    active_cars: 1,
    total_bookings: 4,
    pending_bookings: 1,
    unread_messages: 3,
  },
  recent_chats: [aChat()],
};

describe('GET /owner/dashboard parses its answer by the contract', () => {
  it('the stat cards and the message centre come back (rules §2.10)', async () => {
    respondWith(200, { data: dashboard });
    await expect(new QueryClient().fetchQuery(ownerDashboardQuery)).resolves.toEqual(dashboard);
  });

  it('an answer without its stat cards is an ApiContractError naming the call', async () => {
    respondWith(200, { data: { recent_chats: [] } });
    const failure = await new QueryClient()
      .fetchQuery(ownerDashboardQuery)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe('GET /owner/dashboard');
    expect((failure as Error).message).toMatch(/data\.stats/);
  });
});
