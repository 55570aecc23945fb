import { userAnswer } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

export function uploadLicence(file: File) {
  const form = new FormData();
  form.append('license_image', file);
  return apiRequest('/account/license', userAnswer, { method: 'POST', form }).then(
    (body) => body.data,
  );
}

export function useUploadLicence() {
  return useMutation({
    mutationFn: uploadLicence,
    onSuccess: (user) => sessionStore.updateUser(user),
  });
}
