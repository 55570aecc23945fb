import { type Language, languageOfAcceptLanguage, languageOfCookies } from '@kodesha/domain';
import { Logo } from '@/components/logo';
import { buttonClass } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';

/**
 * The offline page (rules §9.21): a page never seen, without a connection. Drawn by the
 * app from offline.html in the person's language; it needs nothing from the network.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <Logo />
      <h1 className="text-2xl font-bold text-stone-900">{t('pwa.offlineTitle')}</h1>
      <p className="text-stone-700">{t('pwa.offlineText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          {t('pwa.tryAgain')}
        </button>
        <a href="/" className={buttonClass('secondary')}>
          {t('pwa.goHome')}
        </a>
      </div>
    </main>
  );
}

/** The offline page's language: the person's choice (the cookie), else their browser's (rules §9.15). */
export const offlineLanguage = (): Language =>
  languageOfCookies(document.cookie) ??
  languageOfAcceptLanguage(navigator.languages.join(',')) ??
  'en';
