import type { LicenceDecision, UserView } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `submittedAt` is the photo the admin looked at; a newer one must be seen first (409). */
export const decideLicence = ({
  userId,
  status,
  submittedAt,
}: {
  userId: number;
  status: LicenceDecision;
  submittedAt: string;
}) =>
  apiRequest<{ data: UserView }>(`/admin/users/${userId}/verify-license`, {
    method: 'POST',
    body: { status, submitted_at: submittedAt },
  }).then((body) => body.data);

export function useDecideLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLicence,
    onSettled: () => invalidate(queryClient, stale.afterLicenceDecision),
  });
}
