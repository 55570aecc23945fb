import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

export const logOut = () => apiRequest('/logout', null, { method: 'POST' });

/** Ends the session on the server; the browser forgets it even if that call fails (rules §1.6). */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: () => {
      // What this browser kept of the pages seen goes with the session (main.tsx, rules §9.21).
      sessionStore.clear();
      queryClient.clear();
    },
  });
}
