import { carAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `POST /api/admin/cars/{id}/toggle-status`: show a car to the public or hide it (rules §8.7). */
export const adminToggleCarStatus = ({ id, isActive }: { id: number; isActive: boolean }) =>
  apiRequest(`/admin/cars/${id}/toggle-status`, carAnswer, {
    method: 'POST',
    body: { is_active: isActive },
  }).then((body) => body.data);

export function useAdminToggleCarStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminToggleCarStatus,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
