import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

export const deleteCar = (id: number) => apiRequest(`/cars/${id}`, null, { method: 'DELETE' });

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: () => invalidate(queryClient, stale.afterCarChange),
  });
}
