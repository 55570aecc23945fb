import type { LoginInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore, type Session } from '@/lib/session';

export const logIn = (input: LoginInput) =>
  apiRequest<Session>('/login', { method: 'POST', body: input });

export function useLogIn() {
  return useMutation({ mutationFn: logIn, onSuccess: (session) => sessionStore.start(session) });
}
