import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError, type FieldErrors } from '@/lib/api-client';
import { createQueryClient } from '../query-client';

/** The id of the data block a server-rendered page carries (JSON, never executed: CSP). */
export const pageStateId = 'kodesha-state';

type WireError = { status: number; message: string; code?: string; errors?: FieldErrors };

/** What the server's answers were, so the first render in the browser draws the same page. */
export type PageState = { queries: DehydratedState };

/**
 * The page's queries, failed ones too: a car page that answered 404 must hydrate as
 * 'Car Not Found', not as a spinner that fetches again.
 */
export function dehydratePage(queryClient: QueryClient): PageState {
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    shouldRedactErrors: () => false,
  });
  for (const query of queries.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const wire: WireError = {
        status: error.status,
        message: error.message,
        code: error.code,
        errors: error.errors,
      };
      query.state.error = wire as unknown as Error; // revived by `hydratePage`
    } else if (error) {
      query.state.error = { status: 0, message: String(error) } as unknown as Error;
    }
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
  const now = Date.now();
  for (const query of state.queries.queries) {
    const wire = query.state.error as unknown as WireError | null;
    if (wire)
      query.state.error = new ApiError(wire.message, wire.status, wire.errors, {
        code: wire.code,
      });
    // The server's clock is not this phone's: the data is as old as this moment here.
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = now;
  }
  const queryClient = createQueryClient(new Set(state.queries.queries.map((q) => q.queryHash)));
  hydrate(queryClient, state.queries);
  return queryClient;
}
