import type { AdminNotificationView } from '@kodesha/domain';
import { bearer, type TestApp, type TestUser } from './test-app.js';

/** The admin's outbox (rules §10.8), as an admin reads it: its rows for `query`. */
export const outboxRows = async (t: TestApp, admin: TestUser, query: string) =>
  (await t.app.inject({ url: `/api/admin/notifications?${query}`, headers: bearer(admin) })).json<{
    data: AdminNotificationView[];
  }>().data;

/** An admin's "Send again" on outbox row `id`. */
export const resendDelivery = (t: TestApp, admin: TestUser, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/notifications/${id}/resend`,
    headers: bearer(admin),
  });
