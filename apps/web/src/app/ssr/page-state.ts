import {
  hydrate,
  type DehydratedState,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { ApiError, type FieldErrors } from '@/lib/api-client';
import { createQueryClient } from '../query-client';

/** The id of the data block a server-rendered page carries (JSON, never executed: CSP). */
export const pageStateId = 'kodesha-state';

type WireError = { status: number; message: string; code?: string; errors?: FieldErrors };

/**
 * What the server's answers were, so the first render in the browser draws the same page:
 * each query's key and its data, or its error (a car page that answered 404 hydrates as
 * 'Car Not Found', not as a spinner). Nothing that changes from one render to the next
 * (no times), so the same data makes the same page and its ETag holds.
 */
export type PageState = {
  queries: { key: QueryKey; hash: string; data?: unknown; error?: WireError }[];
};

export function dehydratePage(queryClient: QueryClient): PageState {
  const queries: PageState['queries'] = [];
  for (const query of queryClient.getQueryCache().getAll()) {
    const { status, data, error } = query.state;
    const entry = { key: query.queryKey, hash: query.queryHash };
    if (status === 'success') queries.push({ ...entry, data });
    else if (status === 'error')
      queries.push({
        ...entry,
        error:
          error instanceof ApiError
            ? {
                status: error.status,
                message: error.message,
                code: error.code,
                errors: error.errors,
              }
            : { status: 0, message: String(error) },
      });
  }
  return { queries };
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close it early. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state a server-rendered page carries, or null for a page the browser draws alone. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(pageStateId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/** A browser cache holding what the server rendered with, errors as `ApiError` again. */
export function hydratePage(state: PageState | null): QueryClient {
  if (!state) return createQueryClient();
  const now = Date.now(); // the data is as old as this moment here
  const queries: DehydratedState['queries'] = state.queries.map(({ key, hash, data, error }) => ({
    queryKey: key,
    queryHash: hash,
    dehydratedAt: now,
    state: {
      data,
      dataUpdateCount: error ? 0 : 1,
      dataUpdatedAt: error ? 0 : now,
      error: error
        ? new ApiError(error.message, error.status, error.errors, { code: error.code })
        : null,
      errorUpdateCount: error ? 1 : 0,
      errorUpdatedAt: error ? now : 0,
      fetchFailureCount: error ? 1 : 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: error ? 'error' : 'success',
      fetchStatus: 'idle',
    },
  }));
  const queryClient = createQueryClient(new Set(state.queries.map((query) => query.hash)));
  hydrate(queryClient, { mutations: [], queries });
  // A failure the server drew (a car that is not there) stays drawn: the screen's Try Again
  // asks again, not its first render, which would show it loading instead.
  for (const query of state.queries)
    if (query.error) queryClient.setQueryDefaults(query.key, { retryOnMount: false });
  return queryClient;
}
