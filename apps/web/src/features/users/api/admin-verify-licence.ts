import { adminUserAnswer, type LicenceDecision } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/**
 * `POST /api/admin/users/{id}/verify-license` (rules §1.9, §8.2). `submittedAt` names the
 * photo the admin looked at: if a newer one arrived meanwhile the server answers 409, so
 * a photo is never decided unseen.
 */
export const verifyAdminUserLicence = ({
  id,
  status,
  submittedAt,
}: {
  id: number;
  status: LicenceDecision;
  submittedAt: string | null;
}) =>
  apiRequest(`/admin/users/${id}/verify-license`, adminUserAnswer, {
    method: 'POST',
    body: submittedAt ? { status, submitted_at: submittedAt } : { status },
  }).then((body) => body.data);

export function useVerifyAdminUserLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyAdminUserLicence,
    // A 409 (a newer photo) must bring that photo in too, so refresh either way.
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
