import type { CarView } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateCars } from './save-car';

export const setCarActive = ({ id, isActive }: { id: number; isActive: boolean }) =>
  apiRequest<{ data: CarView }>(`/cars/${id}`, {
    method: 'PUT',
    body: { is_active: isActive },
  }).then((body) => body.data);

/** The dashboard's activate toggle (spec §4: is_active controls public visibility). */
export function useSetCarActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCarActive, onSettled: () => invalidateCars(queryClient) });
}
