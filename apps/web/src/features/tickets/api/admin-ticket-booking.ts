import { adminTicketBookingAnswer, type AdminTicketBookingView } from '@kodesha/domain';
import { useAdminRecord } from '@/lib/admin-list';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/admin/ticket-bookings/{id}`: the request the details window shows, as it is now. */
export const useAdminTicketBooking = (row: AdminTicketBookingView | undefined) =>
  useAdminRecord(row, {
    key: queryKeys.admin.ticket,
    path: (id) => `/admin/ticket-bookings/${id}`,
    answer: adminTicketBookingAnswer,
  });
