import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** What a gate needs of a query: TanStack's `useQuery` and `useInfiniteQuery` results fit. */
type GatedQuery<T> = {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

type QueryGateProps<T> = {
  query: GatedQuery<T>;
  /** While it loads; a spinner unless the screen says otherwise. */
  loading?: ReactNode;
  /**
   * Shown for a 404, and at once when `missing` (an id in the address that cannot name
   * anything: no request is made for it).
   */
  notFound?: ReactNode;
  missing?: boolean;
  /** Shown for a 403 (else a 403 is an error like any other). */
  forbidden?: ReactNode;
  /**
   * When it failed: the screen's own title and words beside Try Again (`page` centres them
   * as the whole screen), or its own block, given the retry.
   */
  error: { title?: string; text?: ReactNode; page?: boolean } | ((retry: () => void) => ReactNode);
  /** A list that keeps showing the page it has when fetching the next one fails. */
  keepDataOnError?: boolean;
  /** The empty state, when `isEmpty` says the data holds nothing. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The states every screen that loads something has, in one order: not found, loading,
 * failed (with Try Again), empty, and then the data.
 */
export function QueryGate<T>(props: QueryGateProps<T>): ReactNode {
  const { query } = props;
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  if (props.notFound !== undefined && (props.missing || status === 404)) return props.notFound;
  if (props.forbidden !== undefined && status === 403) return props.forbidden;
  if (query.isPending) return props.loading ?? <Spinner />;
  const data = query.data;
  if (query.isError && !(props.keepDataOnError && data !== undefined)) {
    const retry = () => void query.refetch();
    if (typeof props.error === 'function') return props.error(retry);
    const { title, text, page } = props.error;
    return (
      <LoadError title={title} onRetry={retry} page={page}>
        {text}
      </LoadError>
    );
  }
  if (data === undefined) return null;
  if (props.isEmpty?.(data)) return props.empty ?? null;
  return props.children(data);
}
