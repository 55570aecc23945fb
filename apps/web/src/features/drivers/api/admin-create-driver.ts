import type { AdminCreateDriverInput, AdminDriverView } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/**
 * The answer: the driver, and the temporary password when none was given (rules §8.5),
 * shown this once. Without an email the sign-in address is made up: `data.user.email`.
 */
export type CreatedDriver = { data: AdminDriverView; temporary_password?: string };

/** `POST /api/admin/drivers` (rules §8.8): the driver's account and profile at once. */
export const adminCreateDriver = (input: AdminCreateDriverInput) =>
  apiRequest<CreatedDriver>('/admin/drivers', { method: 'POST', body: input });

export function useAdminCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCreateDriver,
    onSuccess: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
