import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { handleSessionExpiry, sessionExpiredRedirectMs } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { sessionStore, useSession } from '@/lib/session';
import { OfflineNote } from '@/pwa/offline-note';
import { PwaPrompts } from '@/pwa/pwa-prompts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Keeping the user fresh and the live chat stream are for signed-in people: their code loads
// when someone signs in, never on a visitor's first load (rules §9.16).
const SignedInServices = lazy(() =>
  import('./signed-in-services').then((module) => ({ default: module.SignedInServices })),
);

/**
 * The shell of every screen. `loading` draws it around a spinner while the first screen's
 * code arrives (the router's fallback before its first render); going to another screen
 * whose code has not arrived yet shows the spinner too, so a tap on slow data never looks
 * dead. A change of the same screen's query (a filter) keeps the screen as it is.
 */
export function RootLayout({ loading = false }: { loading?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const changingScreen =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  const session = useSession();
  // rules §8.5: a password an admin set is replaced before anything else.
  const mustChangePassword =
    session?.user.must_change_password === true && location.pathname !== paths.changePassword;

  const queryClient = useQueryClient();

  // rules §1.6: after a 401 the session is cleared; 2 s later the browser goes to /login,
  // replacing the page (Back must not return to a dead screen), unless a new session
  // started meanwhile or the visitor is already there.
  useEffect(() => {
    let timer: number | undefined;
    const cancel = () => window.clearTimeout(timer);
    handleSessionExpiry((redirectToLogin) => {
      queryClient.clear(); // nothing of the old session stays in memory for the next person
      if (!redirectToLogin) return;
      cancel();
      timer = window.setTimeout(() => {
        const here = window.location.pathname;
        if (sessionStore.get() || here === '/login') return;
        navigate(paths.login(here + window.location.search), { replace: true });
      }, sessionExpiredRedirectMs);
    });
    const unsubscribe = sessionStore.subscribe(() => {
      if (sessionStore.get()) cancel();
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, [navigate, queryClient]);

  // A new screen starts at its top; the first one stays where the reader is (a page drawn
  // on the server may have been scrolled before its script arrived).
  const firstPath = useRef(location.pathname);
  useEffect(() => {
    if (firstPath.current === location.pathname) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <OfflineNote />
      <SiteHeader />
      {/* At least a screen tall under the 4rem header, so the footer starts below the fold:
          a screen that grows as its code, data and photos arrive never pushes it down in
          view (a layout shift). svh: the height without the phone's address bar. */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        {mustChangePassword ? (
          // Keyed by the path: a navigation already under way (the login form's) must not
          // win over it, so it fires again wherever that navigation lands.
          <Navigate key={location.pathname} to={paths.changePassword} replace />
        ) : loading || changingScreen ? (
          <Spinner />
        ) : (
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <SiteFooter />
      <Toaster />
      <PwaPrompts />
      {session && (
        <Suspense fallback={null}>
          <SignedInServices />
        </Suspense>
      )}
    </div>
  );
}
