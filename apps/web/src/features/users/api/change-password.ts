import type { UpdatePasswordInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const changePassword = (input: UpdatePasswordInput) =>
  apiRequest<{ message: string }>('/users/update-password', { method: 'POST', body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
