import {
  createdDriverAnswer,
  type AdminCreateDriverInput,
  type CreatedDriverAnswer,
} from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** The answer, as the domain's contract has it (the notice shows it this once). */
export type CreatedDriver = CreatedDriverAnswer;

/**
 * `POST /api/admin/drivers` (rules §8.8): the driver's account and profile at once; the
 * answer has the temporary password when none was given (rules §8.5), shown this once.
 */
export const adminCreateDriver = (input: AdminCreateDriverInput) =>
  apiRequest('/admin/drivers', createdDriverAnswer, { method: 'POST', body: input });

export function useAdminCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCreateDriver,
    onSuccess: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
