import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `DELETE /api/admin/cars/{id}` → 204. */
export const adminDeleteCar = (id: number) =>
  apiRequest(`/admin/cars/${id}`, null, { method: 'DELETE' });

export function useAdminDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminDeleteCar,
    onSuccess: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
