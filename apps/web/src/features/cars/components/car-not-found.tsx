import { useTranslation } from '@/lib/i18n';
import { NotFoundPage } from '@/components/ui/not-found';
import { paths } from '@/lib/paths';

/** 'Car Not Found', for a car page and its booking page. */
export function CarNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPage
      title={t('cars.notFoundTitle')}
      text={t('cars.notFoundText')}
      action={{ to: paths.cars(), label: t('cars.backToCars') }}
    />
  );
}
