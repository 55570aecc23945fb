import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { clearSavedPages } from '@/pwa/cache-names';

export const logOut = () => apiRequest<void>('/logout', { method: 'POST' });

/** Revokes a token on the server without touching the current session (or its absence). */
export const revokeToken = (token: string) =>
  apiRequest<void>('/logout', { method: 'POST', token }).catch(() => undefined);

/** Ends the session on the server; the browser forgets it even if that call fails (rules §1.6). */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      sessionStore.clear();
      queryClient.clear();
      // What this browser kept of the pages and answers seen goes too (rules §9.21).
      void clearSavedPages();
    },
  });
}
