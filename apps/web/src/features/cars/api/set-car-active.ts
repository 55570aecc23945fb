import { carAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

export type SetCarActive = { id: number; isActive: boolean };

export const setCarActive = ({ id, isActive }: SetCarActive) =>
  apiRequest(`/cars/${id}`, carAnswer, {
    method: 'PUT',
    body: { is_active: isActive },
  }).then((body) => body.data);

/**
 * The dashboard's activate switch (rules §2.5: is_active controls public visibility). The
 * returned promise settles after the lists and stats are fetched again, so the screen
 * can hand over from the value being saved to the saved one without a flicker.
 */
export function useSetCarActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCarActive,
    onSettled: () => invalidate(queryClient, stale.afterCarChange),
  });
}
