import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** spec §2: 'Driver Profile Not Found' links to /driver/register. */
export function DriverProfileMissing() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('driver.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('driver.notFoundText')}</p>
      <ButtonLink to={paths.driverRegister} className="mt-6">
        {t('driver.registerNow')}
      </ButtonLink>
    </div>
  );
}
