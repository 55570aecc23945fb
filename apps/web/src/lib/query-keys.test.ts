import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate, queryKeys, stale } from './query-keys';

const cached = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey);

function clientWith(...keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, 'data');
  return client;
}

describe('query keys', () => {
  it("start with their feature's key, so invalidating the feature reaches them all", () => {
    expect(queryKeys.cars.detail(7).slice(0, 1)).toEqual(queryKeys.cars.all);
    expect(queryKeys.cars.list({ page: 2 }).slice(0, 1)).toEqual(queryKeys.cars.all);
    expect(queryKeys.drivers.detail(4).slice(0, 1)).toEqual(queryKeys.drivers.all);
    expect(queryKeys.owners.cars(1).slice(0, 1)).toEqual(queryKeys.owners.all);
    expect(queryKeys.bookings.mine({}).slice(0, 1)).toEqual(queryKeys.bookings.all);
    expect(queryKeys.chats.thread(5).slice(0, 2)).toEqual(['chats', 'thread']);
    expect(queryKeys.chats.list.slice(0, 1)).toEqual(queryKeys.chats.all);
    expect(queryKeys.admin.users({ role: 'owner' }).slice(0, 1)).toEqual(queryKeys.admin.all);
    expect(queryKeys.admin.booking(3).slice(0, 1)).toEqual(queryKeys.admin.all);
  });

  it('a booking change refreshes bookings, the owner dashboard and driver ratings, not chats', async () => {
    const client = clientWith(
      queryKeys.bookings.detail(42),
      queryKeys.owners.dashboard,
      queryKeys.drivers.detail(4),
      queryKeys.chats.list,
      queryKeys.cars.detail(7),
    );
    await invalidate(client, stale.afterBookingChange);
    expect(cached(client)).toEqual([
      queryKeys.bookings.detail(42),
      queryKeys.owners.dashboard,
      queryKeys.drivers.detail(4),
    ]);
  });

  it('chat activity refreshes the conversation lists and the message centre, not open threads', async () => {
    const client = clientWith(
      queryKeys.chats.list,
      queryKeys.chats.thread(5),
      queryKeys.owners.dashboard,
      queryKeys.owners.cars(1),
    );
    await invalidate(client, stale.afterChatActivity);
    expect(cached(client)).toEqual([queryKeys.chats.list, queryKeys.owners.dashboard]);
  });

  it('a car change refreshes the public lists and everything of the owner', async () => {
    const client = clientWith(
      queryKeys.cars.list({}),
      queryKeys.owners.cars(2),
      queryKeys.owners.dashboard,
      queryKeys.drivers.list({}),
    );
    await invalidate(client, stale.afterCarChange);
    expect(cached(client)).toEqual([
      queryKeys.cars.list({}),
      queryKeys.owners.cars(2),
      queryKeys.owners.dashboard,
    ]);
  });

  it('an admin write refreshes the admin screens and the public lists it shows on, not chats', async () => {
    const client = clientWith(
      queryKeys.admin.dashboard,
      queryKeys.admin.cars({ status: 'active' }),
      queryKeys.cars.list({}),
      queryKeys.drivers.detail(4),
      queryKeys.chats.list,
    );
    await invalidate(client, stale.afterAdminWrite);
    expect(cached(client)).toEqual([
      queryKeys.admin.dashboard,
      queryKeys.admin.cars({ status: 'active' }),
      queryKeys.cars.list({}),
      queryKeys.drivers.detail(4),
    ]);
  });
});
