import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import type { Role } from '@kodesha/domain';
import { buttonClass } from '@/components/ui/button';
import { BellIcon, MenuIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { AccountLinks } from './account-links';
import { LanguageControl } from './language-control';
import { Logo } from '@/components/logo';

// The signed-in parts come with their own code (the unread count, logging out), loaded only
// when someone is signed in: a visitor's first load carries none of it (rules §9.16).
const SignedInAccount = lazy(() =>
  import('./signed-in-account').then((module) => ({ default: module.SignedInAccount })),
);
const UnreadDot = lazy(() =>
  import('./signed-in-account').then((module) => ({ default: module.UnreadDot })),
);
const NotificationsBadge = lazy(() =>
  import('./signed-in-account').then((module) => ({ default: module.NotificationsBadge })),
);

/**
 * The Notifications control (rules §10.9): a bell with the unread count, in
 * the bar at every width, so a phone sees it without opening the menu. Its accessible
 * name is the word, then the count in words. On a laptop the bell and the links beside it
 * give up a little room each, so English still fits on one row at 1280 px with the bell.
 */
function NotificationsLink() {
  const { t } = useTranslation();
  return (
    <NavLink
      to={paths.notifications}
      className={({ isActive }) =>
        `relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg xl:-mx-1 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800 hover:bg-stone-100'}`
      }
    >
      <BellIcon className="size-6" />
      <span className="sr-only">{t('nav.notifications')}</span>
      <Suspense fallback={null}>
        <NotificationsBadge />
      </Suspense>
    </NavLink>
  );
}

/** Drawn the same while its code arrives, so nothing moves when it does. */
function SignedIn({ role }: { role: Role }) {
  return (
    <Suspense fallback={<AccountLinks role={role} />}>
      <SignedInAccount role={role} />
    </Suspense>
  );
}

const navItems = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.cars(), label: 'nav.browseCars' },
  { to: paths.drivers, label: 'nav.hireDriver' },
  { to: paths.ticketBooking, label: 'nav.bookTickets' },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium xl:px-2 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'}`;

function NavLinks() {
  const { t } = useTranslation();
  return navItems.map((item) => (
    <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={navLinkClass}>
      {t(item.label)}
    </NavLink>
  ));
}

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuToggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Escape closes the open menu and puts focus back on its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const account = session ? (
    <SignedIn role={session.user.role} />
  ) : (
    <>
      <Link to={paths.login()} className={buttonClass('ghost')}>
        {t('nav.logIn')}
      </Link>
      <Link to={paths.signup()} className={buttonClass('primary')}>
        {t('nav.signUp')}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      {/* One row of 4 rem where everything fits; where it does not (a wider font, longer
          words), the row wraps: the account's links go to a second line, on the right. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5">
        <Link to={paths.home} className="text-stone-900" aria-label={t('brand.name')}>
          <Logo />
        </Link>
        {/* Links, Messages, the dashboard, Log Out and the language need a laptop's width (French
            and Kinyarwanda run long); tablets use the menu. */}
        <nav
          aria-label={t('nav.mainNavigation')}
          className="hidden flex-wrap items-center gap-1 xl:flex"
        >
          <NavLinks />
        </nav>
        {/* The bell stays in the bar at every width (a phone sees it without the menu); on a
            laptop it sits between the language and the account's links. */}
        <div className="ml-auto flex flex-wrap items-center justify-end gap-1 xl:gap-2">
          <div className="hidden items-center gap-2 xl:flex">
            <LanguageControl place="header" />
          </div>
          {session && <NotificationsLink />}
          <div className="hidden flex-wrap items-center justify-end gap-2 xl:flex">{account}</div>
          <button
            ref={menuToggle}
            type="button"
            className="relative inline-flex size-11 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
            {/* Unread messages wait inside the menu; the count is read there. */}
            {session && !menuOpen && (
              <Suspense fallback={null}>
                <UnreadDot />
              </Suspense>
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 pb-4 xl:hidden">
          <nav aria-label={t('nav.mainNavigation')} className="flex flex-col gap-1 py-3">
            <NavLinks />
          </nav>
          <div className="flex flex-col gap-2 border-t border-stone-200 pt-3">{account}</div>
          <div className="mt-3 border-t border-stone-200 pt-3">
            <LanguageControl place="menu" />
          </div>
        </div>
      )}
    </header>
  );
}
