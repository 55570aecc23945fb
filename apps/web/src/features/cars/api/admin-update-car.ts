import { carAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `PUT /api/admin/cars/{id}`: what changed, `image_ids` to keep photos, `owner_id` to move it. */
export const adminUpdateCar = ({ id, form }: { id: number; form: FormData }) =>
  apiRequest(`/admin/cars/${id}`, carAnswer, { method: 'PUT', form }).then((body) => body.data);

export function useAdminUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminUpdateCar,
    onSuccess: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
