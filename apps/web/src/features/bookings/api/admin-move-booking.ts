import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate, stale } from '@/lib/query-keys';
import { moveBooking } from './move-booking';

/**
 * An admin confirms or cancels a pending request (rules §4.4) through the same call as the
 * parties; the server audits it. Every admin list and count is stale after it.
 */
export function useAdminMoveBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBooking,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
