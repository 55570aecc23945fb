import { ownUserAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { sessionStore, useSession } from '@/lib/session';

export const currentUserQuery = (token: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.currentUser(token),
    queryFn: () =>
      apiRequest('/me', ownUserAnswer, { redirectOnExpiry: false }).then((body) => body.user),
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
