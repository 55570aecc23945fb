import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { installDismissedKey, usePwaState } from './pwa-state';

const dismissedForGood = () => {
  try {
    return localStorage.getItem(installDismissedKey) !== null;
  } catch {
    return true;
  }
};

/**
 * What the app offers at the foot of the screen (rules §9.21): a new version, reloaded
 * only when the person taps Reload (never in the middle of what they type); and, to a
 * person who came back, installing, once — either answer is kept for good.
 */
export function PwaPrompts() {
  const { t } = useTranslation();
  const { reload, install } = usePwaState();
  const [installDone, setInstallDone] = useState(dismissedForGood);

  const closeInstall = () => {
    try {
      localStorage.setItem(installDismissedKey, new Date().toISOString());
    } catch {
      // storage refused: the prompt goes for this visit only
    }
    setInstallDone(true);
  };
  const offerInstall = install !== null && !installDone && reload === null;

  if (!reload && !offerInstall) return null;
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:left-6">
      {reload ? (
        <div
          role="status"
          className="pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-lg"
        >
          <p className="flex-1 font-medium text-stone-900">{t('pwa.updateReady')}</p>
          <Button onClick={reload}>{t('pwa.reload')}</Button>
        </div>
      ) : (
        <section
          aria-labelledby="install-title"
          className="pointer-events-auto w-full max-w-sm rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-lg"
        >
          <div className="flex items-start gap-3">
            <img src="/icons/icon-192.png" alt="" width={40} height={40} className="rounded-lg" />
            <div className="flex-1">
              <h2 id="install-title" className="font-semibold text-stone-900">
                {t('pwa.installTitle')}
              </h2>
              <p className="mt-1 text-stone-600">{t('pwa.installText')}</p>
            </div>
          </div>
          <div className="mt-3 flex justify-end gap-2">
            <Button variant="ghost" onClick={closeInstall}>
              {t('pwa.notNow')}
            </Button>
            <Button
              onClick={() => {
                closeInstall();
                void install?.prompt();
              }}
            >
              {t('pwa.install')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
