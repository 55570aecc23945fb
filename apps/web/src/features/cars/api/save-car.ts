import type { CarView } from '@kodesha/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Everything a car write changes: the public list, the owner's lists and stats, the car. */
export function invalidateCars(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['cars'] }),
    queryClient.invalidateQueries({ queryKey: ['owner'] }),
  ]).then(() => undefined);
}

export const createCar = (form: FormData) =>
  apiRequest<{ data: CarView }>('/cars', { method: 'POST', form }).then((body) => body.data);

export const updateCar = ({ id, form }: { id: number; form: FormData }) =>
  apiRequest<{ data: CarView }>(`/cars/${id}`, { method: 'PUT', form }).then((body) => body.data);

export function useCreateCar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCar, onSuccess: () => invalidateCars(queryClient) });
}

export function useUpdateCar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCar, onSuccess: () => invalidateCars(queryClient) });
}
