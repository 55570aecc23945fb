import { QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** How long the data a page arrived with counts as fresh: its screen does not fetch it again. */
export const serverDataFreshMs = 30_000;

/**
 * One cache per browser tab, and one per page the server renders (a server-wide cache would
 * mix visitors' answers). `fromServer` names the queries a server-rendered page arrived
 * with: they stay fresh a moment, so hydrating does not ask for them again at once; every
 * other query is stale as soon as it arrives, as before.
 */
export function createQueryClient(
  fromServer: ReadonlySet<string> = new Set(),
  { onServer = false } = {},
): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; a dropped mobile connection might.
        // The server renders what it has at once: a failed answer shows its state, and the
        // browser tries again.
        retry: (failures, error) =>
          !onServer &&
          failures < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        // On the server a failed answer is drawn as it is, never fetched again mid-render.
        retryOnMount: !onServer,
        staleTime: (query: Query) => (fromServer.has(query.queryHash) ? serverDataFreshMs : 0),
      },
    },
  });
}
