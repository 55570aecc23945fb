import { createdAccountAnswer, type AdminCreateUserInput } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** Name, email and role; a password and a phone only when given. */
export type CreateUserBody = Pick<AdminCreateUserInput, 'name' | 'email' | 'role'> &
  Partial<AdminCreateUserInput>;

/** rules §8.5: no password makes the server choose a temporary one, answered this once. */
export const createAdminUser = (input: CreateUserBody) =>
  apiRequest('/admin/users', createdAccountAnswer, { method: 'POST', body: input });

export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => invalidate(queryClient, stale.afterAdminWrite),
  });
}
