import { messageAnswer, type ForgotPasswordInput, type ResetPasswordInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/password/forgot` (rules §1.14): the same answer whether or not an account matches. */
export const forgotPassword = (input: ForgotPasswordInput) =>
  apiRequest('/password/forgot', messageAnswer, { method: 'POST', body: input });

/** `POST /api/password/reset` (rules §1.14): every session of the account ends. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest('/password/reset', messageAnswer, { method: 'POST', body: input });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
