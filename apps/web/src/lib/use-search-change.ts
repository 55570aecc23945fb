import { useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** A change of the address's query: from what it holds now to what it should hold. */
export type SearchChange = (current: URLSearchParams) => URLSearchParams;

/**
 * The address's query and a way to change it that builds on the latest change, not on
 * the one this screen last drew.
 *
 * React Router draws a navigation as a transition: the address changes at once but the
 * screen a moment later, and its own `setSearchParams(fn)` hands `fn` the query of the
 * last drawing. Two filters chosen quickly (a slow phone, a quick thumb) would then lose
 * the first: the second change starts from the query before it. Here a change made
 * before the screen has caught up starts from the one it follows.
 */
export function useSearchChange(): [
  URLSearchParams,
  (change: SearchChange, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  // The query written last, and the drawing's query it was written over: while the
  // screen still draws that one, the written one is the latest.
  const written = useRef<{ over: URLSearchParams; query: URLSearchParams } | undefined>(undefined);
  const change = (next: SearchChange, options?: NavigateOptions) => {
    const pending = written.current;
    const latest = pending && pending.over === params ? pending.query : params;
    const query = next(new URLSearchParams(latest));
    written.current = { over: params, query };
    setParams(query, options);
  };
  return [params, change];
}
