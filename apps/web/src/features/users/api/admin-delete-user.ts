import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/**
 * `DELETE /api/admin/users/{id}` (rules §8.6): the person is signed out, their listings
 * hidden and their pending bookings cancelled, so every list may change.
 */
export const deleteAdminUser = (id: number) =>
  apiRequest(`/admin/users/${id}`, null, { method: 'DELETE' });

export function useDeleteAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminUser,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
