import { messageAnswer, type UpdatePasswordInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const changePassword = (input: UpdatePasswordInput) =>
  apiRequest('/users/update-password', messageAnswer, { method: 'POST', body: input });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
