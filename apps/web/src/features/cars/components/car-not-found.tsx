import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** 'Car Not Found' (spec §2, §8): a missing or hidden car, or a link that cannot be a car. */
export function CarNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('cars.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-700">{t('cars.notFoundText')}</p>
      <ButtonLink to={paths.cars()} className="mt-6">
        {t('cars.backToCars')}
      </ButtonLink>
    </div>
  );
}
