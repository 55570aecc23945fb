import { sessionAnswer, type RegisterInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetPendingChoice, pendingLanguageChoice } from '@/lib/language';
import { sessionStore } from '@/lib/session';

/** A language chosen before signing up goes with it, to be kept on the account (rules §9.15). */
export const signUp = (input: RegisterInput) =>
  apiRequest('/register', sessionAnswer, {
    method: 'POST',
    body: { ...input, preferred_language: pendingLanguageChoice() },
  });

export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      forgetPendingChoice();
      sessionStore.start(session);
    },
  });
}
