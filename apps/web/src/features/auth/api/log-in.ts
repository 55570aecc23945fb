import { sessionAnswer, type LoginInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetPendingChoice, pendingLanguageChoice } from '@/lib/language';
import { sessionStore } from '@/lib/session';

/** A language chosen before logging in goes with it, to be kept on the account (rules §9.15). */
export const logIn = (input: LoginInput) =>
  apiRequest('/login', sessionAnswer, {
    method: 'POST',
    body: { ...input, preferred_language: pendingLanguageChoice() },
  });

export function useLogIn() {
  return useMutation({
    mutationFn: logIn,
    onSuccess: (session) => {
      forgetPendingChoice();
      sessionStore.start(session);
    },
  });
}
