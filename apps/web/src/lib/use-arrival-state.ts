import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * What the screen before handed this one with the navigation (a notice, the request just
 * sent), kept while the screen stays open and then forgotten: the browser keeps a history
 * entry's state across a reload, and a reload must not announce the same success again.
 */
export function useArrivalState<T>(): T | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => (location.state as T | null) ?? null);
  useEffect(() => {
    if (location.state == null) return;
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: null,
    });
  }, [location, navigate]);
  return arrived;
}
