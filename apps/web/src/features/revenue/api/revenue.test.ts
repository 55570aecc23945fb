import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aRevenueView } from '../testing/revenue-fixtures';
import { revenueQuery } from './revenue';
import { respondWith } from '@/test/contract';

afterEach(() => vi.unstubAllGlobals());

describe('GET /admin/revenue parses its answer by the contract', () => {
  it('the figures come back as sent, without an envelope (rules §8.12)', async () => {
    const view = aRevenueView({ period: 'weekly' });
    respondWith(200, view);
    await expect(new QueryClient().fetchQuery(revenueQuery('weekly'))).resolves.toEqual(view);
  });

  it('an amount that is not whole RWF is an ApiContractError naming the call', async () => {
    respondWith(200, { ...aRevenueView(), total_revenue: 1200.5 });
    const failure = await new QueryClient()
      .fetchQuery(revenueQuery('monthly'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe('GET /admin/revenue');
    expect((failure as Error).message).toMatch(/total_revenue/);
  });
});
