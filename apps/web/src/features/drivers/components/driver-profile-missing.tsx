import { useTranslation } from '@/lib/i18n';
import { NotFound } from '@/components/ui/not-found';
import { paths } from '@/lib/paths';

/** rules §3.9: 'Driver Profile Not Found' links to /driver/register. */
export function DriverProfileMissing() {
  const { t } = useTranslation();
  return (
    <NotFound
      title={t('driver.notFoundTitle')}
      text={t('driver.notFoundText')}
      action={{ to: paths.driverRegister, label: t('driver.registerNow') }}
    />
  );
}
