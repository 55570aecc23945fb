import { userAnswer, type UpdateProfileInput } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

export const updateProfile = ({ id, ...input }: UpdateProfileInput & { id: number }) =>
  apiRequest(`/users/${id}`, userAnswer, { method: 'PUT', body: input }).then((body) => body.data);

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => sessionStore.updateUser(user),
  });
}
