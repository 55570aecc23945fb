import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { sessionStore, useSession, type SessionUser } from '@/lib/session';

export const currentUserQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: ['me', token],
    queryFn: () =>
      apiRequest<{ user: SessionUser }>('/me', { redirectOnExpiry: false }).then(
        (body) => body.user,
      ),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** Keeps the stored user fresh (role, licence status) while a session exists. */
export function useRefreshCurrentUser(): void {
  const session = useSession();
  const { data } = useQuery(currentUserQuery(session?.token));
  useEffect(() => {
    if (data) sessionStore.updateUser(data);
  }, [data]);
}
