import { messageAnswer, ownUserAnswer } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

/** `POST /api/me/phone/verification` → 202: a 6-digit code goes to the phone by SMS. */
export const sendPhoneCode = () =>
  apiRequest('/me/phone/verification', messageAnswer, { method: 'POST' }).then(() => undefined);

/** `POST /api/me/phone/verify {code}` → `{user}`, now with `is_phone_verified: true`. */
export const verifyPhone = (code: string) =>
  apiRequest('/me/phone/verify', ownUserAnswer, { method: 'POST', body: { code } }).then(
    (body) => body.user,
  );

export const useSendPhoneCode = () => useMutation({ mutationFn: sendPhoneCode });

export function useVerifyPhone() {
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: (user) => sessionStore.updateUser(user),
  });
}
