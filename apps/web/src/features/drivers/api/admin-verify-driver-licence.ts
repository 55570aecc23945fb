import { adminDriverAnswer, type LicenceDecision } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** `POST /api/admin/drivers/{id}/verify-license {status}` (rules §3.4): a pending licence only (409). */
export const adminVerifyDriverLicence = ({ id, status }: { id: number; status: LicenceDecision }) =>
  apiRequest(`/admin/drivers/${id}/verify-license`, adminDriverAnswer, {
    method: 'POST',
    body: { status },
  }).then((answer) => answer.data);

export function useAdminVerifyDriverLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminVerifyDriverLicence,
    onSettled: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
