import type { CarView, Page } from '@kodesha/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatCount } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { CarCard } from './car-card';
import { CarGridSkeleton } from './car-card-skeleton';

/**
 * A page of the car list: how many match, the cards and the pages, with the list's
 * loading, error and empty states. The page shown stays while the next one loads.
 */
export function CarResults({
  cars,
  onPage,
  onClear,
  searching,
  freeThen = false,
}: {
  cars: UseQueryResult<Page<CarView>>;
  onPage: (page: number) => void;
  onClear: () => void;
  /** Whether a search or filter narrows the list: without one, an empty list has no car at all. */
  searching: boolean;
  /** The list is searched by a window: each card says its car is free then. */
  freeThen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="mt-6" aria-live="polite" aria-busy={cars.isFetching}>
      <QueryGate
        query={cars}
        loading={<CarGridSkeleton count={6} countLine />}
        error={{ title: t('cars.errorTitle'), text: <p>{t('cars.errorText')}</p> }}
        keepDataOnError
        isEmpty={(page) => page.data.length === 0}
        empty={
          searching ? (
            <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
              <h2 className="text-xl font-bold text-stone-900">{t('cars.emptyTitle')}</h2>
              <p className="mt-2 text-stone-700">{t('cars.emptyText')}</p>
              <Button variant="secondary" className="mt-4" onClick={onClear}>
                {t('cars.clearFilters')}
              </Button>
            </div>
          ) : (
            <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
              <h2 className="text-xl font-bold text-stone-900">{t('cars.noneAvailable')}</h2>
            </div>
          )
        }
      >
        {(page) => (
          <>
            {/* The results' heading: the cards' titles are level 3 below it. */}
            <h2 className="mb-3 text-sm font-normal text-stone-600">
              {/* rules §2.6: past the cap the total is a lower bound, "1,000+ cars" */}
              {page.total_capped
                ? t('cars.resultCountCapped', { total: formatCount(page.total) })
                : t('cars.resultCount', { count: page.total })}
            </h2>
            <ul
              className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${cars.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {page.data.map((car, index) => (
                <li key={car.id}>
                  <CarCard car={car} priority={index === 0} freeThen={freeThen} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('cars.pagination')}
              onPage={onPage}
            />
          </>
        )}
      </QueryGate>
    </section>
  );
}
