import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** After a success message, go on to `path` once `delayMs` have passed (rules §2.11: 2 s). */
export function useRedirectAfter(active: boolean, path: string, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => navigate(path), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, path, delayMs, navigate]);
}
