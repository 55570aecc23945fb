import { adminUserAnswer, type AdminUpdateUserInput } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `PUT /api/admin/users/{id}`: only what is sent changes; no password keeps the current one. */
export const updateAdminUser = ({ id, ...input }: Partial<AdminUpdateUserInput> & { id: number }) =>
  apiRequest(`/admin/users/${id}`, adminUserAnswer, { method: 'PUT', body: input }).then(
    (body) => body.data,
  );

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminUser,
    onSuccess: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
