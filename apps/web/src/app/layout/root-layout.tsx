import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useRefreshCurrentUser } from '@/features/auth/api/current-user';
import { handleSessionExpiry, sessionExpiredRedirectMs } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  useRefreshCurrentUser();

  // spec §8: after a 401 the session is cleared; 2 s later the browser goes to /login.
  useEffect(() => {
    handleSessionExpiry((redirectToLogin) => {
      if (!redirectToLogin) return;
      const next = window.location.pathname + window.location.search;
      window.setTimeout(() => navigate(paths.login(next)), sessionExpiredRedirectMs);
    });
  }, [navigate]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
