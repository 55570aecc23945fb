import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { QueryGate } from '@/components/ui/query-gate';
import { paths } from '@/lib/paths';
import { useFeaturedCars } from '../api/list-cars';
import { CarCard } from './car-card';
import { CarGridSkeleton } from './car-card-skeleton';

/** Home: the first 3 active cars, or the prompt to list one (rules §9.4). */
export function FeaturedCars() {
  const { t } = useTranslation();
  const cars = useFeaturedCars();
  const hasCars = (cars.data?.data.length ?? 0) > 0;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="featured-cars-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-cars-title" className="text-2xl font-bold text-stone-900">
            {t('cars.featuredTitle')}
          </h2>
          <p className="mt-1 text-stone-700">{t('cars.featuredIntro')}</p>
        </div>
        {/* Its place is kept (hidden) while the cars load: on a phone it wraps to a line of
            its own, which would push the cards down when it appeared. */}
        {(hasCars || cars.isPending) && (
          <Link
            to={paths.cars()}
            className={`font-semibold text-brand-800 hover:underline ${hasCars ? '' : 'invisible'}`}
          >
            {t('cars.viewAll')}
          </Link>
        )}
      </div>
      <div className="mt-6">
        <QueryGate
          query={cars}
          loading={<CarGridSkeleton count={3} />}
          error={() => (
            // rules §9.10: the home's featured cars failing say 'No cars found. Please try again later.'
            <Alert tone="error" title={t('cars.errorTitle')}>
              {t('cars.featuredFailed')}
            </Alert>
          )}
          isEmpty={(page) => page.data.length === 0}
          empty={
            <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
              <p className="text-lg font-semibold text-stone-900">{t('cars.noneTitle')}</p>
              <p className="mt-1 text-stone-700">{t('cars.noneText')}</p>
              <ButtonLink to={paths.signup('owner')} className="mt-4">
                {t('cars.listYourCar')}
              </ButtonLink>
            </div>
          }
        >
          {(page) => (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {page.data.map((car) => (
                <li key={car.id}>
                  <CarCard car={car} />
                </li>
              ))}
            </ul>
          )}
        </QueryGate>
      </div>
    </section>
  );
}
