import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { QueryGate } from '@/components/ui/query-gate';
import { paths } from '@/lib/paths';
import { useFeaturedDrivers } from '../api/list-drivers';
import { DriverCard } from './driver-card';
import { DriverGridSkeleton } from './driver-card-skeleton';

/** Home: the first 3 drivers, or the prompt to register as one (rules §9.4). */
export function FeaturedDrivers() {
  const { t } = useTranslation();
  const drivers = useFeaturedDrivers();
  const hasDrivers = (drivers.data?.data.length ?? 0) > 0;
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="featured-drivers-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="featured-drivers-title" className="text-2xl font-bold text-stone-900">
            {t('drivers.featuredTitle')}
          </h2>
          <p className="mt-1 text-stone-700">{t('drivers.featuredIntro')}</p>
        </div>
        {/* Its place is kept (hidden) while the drivers load: on a phone it wraps to a line
            of its own, which would push the cards down when it appeared. */}
        {(hasDrivers || drivers.isPending) && (
          <Link
            to={paths.drivers}
            className={`font-semibold text-brand-800 hover:underline ${hasDrivers ? '' : 'invisible'}`}
          >
            {t('drivers.viewAll')}
          </Link>
        )}
      </div>
      <div className="mt-6">
        <QueryGate
          query={drivers}
          loading={<DriverGridSkeleton count={3} />}
          error={() => (
            <Alert tone="error" title={t('drivers.errorTitle')}>
              {t('drivers.errorText')}
            </Alert>
          )}
          isEmpty={(page) => page.data.length === 0}
          empty={
            <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
              <p className="text-lg font-semibold text-stone-900">{t('drivers.noneTitle')}</p>
              <p className="mt-1 text-stone-700">{t('drivers.noneText')}</p>
              <ButtonLink to={paths.signup('driver')} className="mt-4">
                {t('drivers.registerAsDriver')}
              </ButtonLink>
            </div>
          }
        >
          {(page) => (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {page.data.map((driver) => (
                <li key={driver.id}>
                  <DriverCard driver={driver} />
                </li>
              ))}
            </ul>
          )}
        </QueryGate>
      </div>
    </section>
  );
}
