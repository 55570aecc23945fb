import type { DriverView } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { myDriverProfileKey } from './my-driver-profile';

const saved = (queryClient: ReturnType<typeof useQueryClient>) => (driver: DriverView) => {
  queryClient.setQueryData(myDriverProfileKey, driver);
  void queryClient.invalidateQueries({ queryKey: ['drivers'] });
};

export const registerDriver = (form: FormData) =>
  apiRequest<{ data: DriverView }>('/drivers', { method: 'POST', form }).then((body) => body.data);

export const updateDriver = ({ id, form, body }: { id: number; form?: FormData; body?: object }) =>
  apiRequest<{ data: DriverView }>(`/drivers/${id}`, { method: 'PUT', form, body }).then(
    (answer) => answer.data,
  );

export function useRegisterDriver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerDriver, onSuccess: saved(queryClient) });
}

/** Profile edits and the Go Offline / Go Online switch (persisted, DESIGN §1.4). */
export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDriver, onSuccess: saved(queryClient) });
}
