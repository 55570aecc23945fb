import type { LicenceDecision } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

export const decideLicence = ({ userId, status }: { userId: number; status: LicenceDecision }) =>
  apiRequest<{ data: SessionUser }>(`/admin/users/${userId}/verify-license`, {
    method: 'POST',
    body: { status },
  }).then((body) => body.data);

export function useDecideLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLicence,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
