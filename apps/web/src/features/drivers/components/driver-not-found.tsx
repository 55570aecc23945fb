import { useTranslation } from '@/lib/i18n';
import { NotFoundPage } from '@/components/ui/not-found';
import { paths } from '@/lib/paths';

/** 'Driver Not Found', for a driver's page and their booking page. */
export function DriverNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPage
      title={t('drivers.notFoundTitle')}
      text={t('drivers.notFoundText')}
      action={{ to: paths.drivers, label: t('drivers.backToDrivers') }}
    />
  );
}
