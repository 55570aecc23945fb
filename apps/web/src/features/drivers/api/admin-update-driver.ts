import { adminDriverAnswer, type AdminUpdateDriverInput } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `PUT /api/admin/drivers/{id}`: only what changed (the account's phone included). */
export const adminUpdateDriver = ({ id, body }: { id: number; body: AdminUpdateDriverInput }) =>
  apiRequest(`/admin/drivers/${id}`, adminDriverAnswer, { method: 'PUT', body }).then(
    (answer) => answer.data,
  );

export function useAdminUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminUpdateDriver,
    onSuccess: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
