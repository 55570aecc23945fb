import { carAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `POST /api/admin/cars`: the owner's multipart car body plus `owner_id` (rules §8.7). */
export const adminCreateCar = (form: FormData) =>
  apiRequest('/admin/cars', carAnswer, { method: 'POST', form }).then((body) => body.data);

export function useAdminCreateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminCreateCar,
    onSuccess: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
