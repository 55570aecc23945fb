import { useTranslation } from '@/lib/i18n';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/**
 * Shown when a screen cannot be drawn, most often because its code failed to download on
 * a weak connection: a plain explanation and a retry, never a blank or a developer page.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('states.errorTitle')}</h1>
        <p className="mt-2 text-stone-700">{t('states.screenFailed')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('states.tryAgain')}</Button>
          <ButtonLink to={paths.home} variant="secondary" reloadDocument>
            {t('states.goHome')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
