import type { RegisterInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore, type Session } from '@/lib/session';

export const signUp = (input: RegisterInput) =>
  apiRequest<Session>('/register', { method: 'POST', body: input });

export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: (session) => sessionStore.start(session) });
}
