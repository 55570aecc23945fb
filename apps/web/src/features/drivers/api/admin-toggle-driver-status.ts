import { adminDriverAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `POST /api/admin/drivers/{id}/toggle-status`: list a driver to the public or hide them. */
export const adminToggleDriverStatus = ({ id, isActive }: { id: number; isActive: boolean }) =>
  apiRequest(`/admin/drivers/${id}/toggle-status`, adminDriverAnswer, {
    method: 'POST',
    body: { is_active: isActive },
  }).then((answer) => answer.data);

export function useAdminToggleDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminToggleDriverStatus,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
