import { driverAnswer, type DriverView } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, queryKeys, stale } from '@/lib/query-keys';

const saved = (queryClient: ReturnType<typeof useQueryClient>) => (driver: DriverView) => {
  queryClient.setQueryData(queryKeys.ownDriver, driver);
  void invalidate(queryClient, stale.afterDriverProfileChange);
};

export const registerDriver = (form: FormData) =>
  apiRequest('/drivers', driverAnswer, { method: 'POST', form }).then((body) => body.data);

export const updateDriver = ({ id, form, body }: { id: number; form?: FormData; body?: object }) =>
  apiRequest(`/drivers/${id}`, driverAnswer, { method: 'PUT', form, body }).then(
    (answer) => answer.data,
  );

export function useRegisterDriver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerDriver, onSuccess: saved(queryClient) });
}

/** Profile edits and the Go Offline / Go Online switch (persisted, rules §3.5). */
export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDriver, onSuccess: saved(queryClient) });
}
