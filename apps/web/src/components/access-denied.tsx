import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { ButtonLink } from './ui/button';
import { Card } from './ui/card';

/** Signed in, but the wrong role for this screen (rules §9.2). */
export function AccessDenied() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('states.accessDenied')}</h1>
        <p className="mt-2 text-stone-700">{t('states.accessDeniedText')}</p>
        <div className="mt-6 flex justify-center">
          <ButtonLink to={paths.home}>{t('states.goHome')}</ButtonLink>
        </div>
      </Card>
    </div>
  );
}
