import type { ForgotPasswordInput, ResetPasswordInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

type Answer = { message: string };

/** `POST /api/password/forgot` (rules §1.14): the same answer whether or not an account matches. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest<Answer>('/password/forgot', { method: 'POST', body: input }),
  });
}

/** `POST /api/password/reset` (rules §1.14): every session of the account ends. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<Answer>('/password/reset', { method: 'POST', body: input }),
  });
}
