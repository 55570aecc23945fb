import { adminUserAnswer, type Role } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `POST /api/admin/users/{id}/update-role`: refused for oneself and the last admin (rules §8.5). */
export const updateAdminUserRole = ({ id, role }: { id: number; role: Role }) =>
  apiRequest(`/admin/users/${id}/update-role`, adminUserAnswer, {
    method: 'POST',
    body: { role },
  }).then((body) => body.data);

export function useUpdateAdminUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUserRole,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
