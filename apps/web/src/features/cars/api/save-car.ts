import { carAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

export const createCar = (form: FormData) =>
  apiRequest('/cars', carAnswer, { method: 'POST', form }).then((body) => body.data);

export const updateCar = ({ id, form }: { id: number; form: FormData }) =>
  apiRequest(`/cars/${id}`, carAnswer, { method: 'PUT', form }).then((body) => body.data);

export function useCreateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCar,
    onSuccess: () => invalidate(queryClient, stale.afterCarChange),
  });
}

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCar,
    onSuccess: () => invalidate(queryClient, stale.afterCarChange),
  });
}
