import { kigaliToday } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { LockIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { LanguageControl } from './language-control';
import { Logo } from '@/components/logo';

export function SiteFooter() {
  const { t } = useTranslation();
  const linkClass = 'text-stone-300 hover:text-white hover:underline';
  // The year in Kigali (rules §9.13), not in the reader's zone: the server draws the page
  // first, and the browser's first render must say the same.
  const year = kigaliToday(new Date()).slice(0, 4);
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo className="text-white" />
          <p className="mt-3 text-sm leading-relaxed">{t('footer.about')}</p>
          <div className="mt-5">
            <LanguageControl place="footer" />
          </div>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="text-sm font-semibold uppercase tracking-wide text-white"
          >
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.cars()}>
                {t('nav.browseCars')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.drivers}>
                {t('nav.hireDriver')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.ticketBooking}>
                {t('nav.bookTickets')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.signup('owner')}>
                {t('footer.listYourCar')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2
            id="footer-legal"
            className="text-sm font-semibold uppercase tracking-wide text-white"
          >
            {t('footer.legal')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.terms}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.privacy}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.faq}>
                {t('footer.faq')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.help}>
                {t('footer.help')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.contact')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a className={linkClass} href={`mailto:${t('footer.contactEmail')}`}>
                {t('footer.contactEmail')}
              </a>
            </li>
            <li>{t('footer.contactPlace')}</li>
          </ul>
          <p className="mt-4 flex items-start gap-2 text-sm">
            <LockIcon />
            <span>
              <strong className="text-white">{t('footer.secure')}.</strong> {t('footer.secureNote')}
            </span>
          </p>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-stone-400 sm:flex-row sm:items-start sm:justify-between">
          <p className="max-w-3xl">{t('footer.disclaimer')}</p>
          <p className="shrink-0">{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
