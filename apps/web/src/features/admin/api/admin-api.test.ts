import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aDashboard, anAuditEntry, aPage } from '@/test/fixtures';
import { auditLogListQuery } from './audit-log';
import { dashboardQuery } from './dashboard';

/** Every answer comes from the stub, whatever was asked. */
function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

async function expectBreach(call: string, run: () => Promise<unknown>, field: RegExp) {
  const failure = await run().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiContractError);
  expect((failure as ApiContractError).call).toBe(call);
  expect((failure as Error).message).toMatch(field);
}

afterEach(() => vi.unstubAllGlobals());

describe('the admin overview calls parse their answers by the contract', () => {
  it('GET /admin/dashboard: the counts come back (rules §8.4)', async () => {
    const dashboard = aDashboard();
    respond(200, { data: dashboard });
    await expect(new QueryClient().fetchQuery(dashboardQuery())).resolves.toEqual(dashboard);
  });

  it('GET /admin/dashboard: a count sent as text is an ApiContractError', async () => {
    respond(200, { data: { ...aDashboard(), users_count: '18' } });
    await expectBreach(
      'GET /admin/dashboard',
      () => new QueryClient().fetchQuery(dashboardQuery()),
      /data\.users_count/,
    );
  });

  it('GET /admin/audit-log: a page of the log comes back (rules §8.13)', async () => {
    const page = aPage([anAuditEntry()]);
    respond(200, page);
    await expect(new QueryClient().fetchQuery(auditLogListQuery({}))).resolves.toEqual(page);
  });

  it('GET /admin/audit-log: an action the log does not know is an ApiContractError', async () => {
    respond(200, aPage([{ ...anAuditEntry(), action: 'user.renamed' }]));
    await expectBreach(
      'GET /admin/audit-log',
      () => new QueryClient().fetchQuery(auditLogListQuery({ page: 2 })),
      /data\.0\.action/,
    );
  });
});
