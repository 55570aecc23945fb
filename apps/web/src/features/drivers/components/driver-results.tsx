import type { DriverView, Page } from '@kodesha/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { DriverCard } from './driver-card';
import { DriverGridSkeleton } from './driver-card-skeleton';

/**
 * A page of the drivers list: how many match, the cards and the pages, with the list's
 * loading, error and empty states. The page shown stays while the next one loads.
 */
export function DriverResults({
  drivers,
  onPage,
  searching,
  freeThen = false,
}: {
  drivers: UseQueryResult<Page<DriverView>>;
  onPage: (page: number) => void;
  /** Whether a search or filter narrows the list: without one, an empty list has no driver at all. */
  searching: boolean;
  /** Listed for a searched window: every driver shown is free for it (rules §4.14). */
  freeThen?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="mt-6" aria-live="polite" aria-busy={drivers.isFetching}>
      <QueryGate
        query={drivers}
        loading={<DriverGridSkeleton count={6} countLine />}
        error={{ title: t('drivers.errorTitle'), text: <p>{t('drivers.errorText')}</p> }}
        keepDataOnError
        isEmpty={(page) => page.data.length === 0}
        empty={
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
            <h2 className="text-xl font-bold text-stone-900">
              {t(searching ? 'drivers.emptyTitle' : 'drivers.noneAvailable')}
            </h2>
            {searching && <p className="mt-2 text-stone-700">{t('drivers.emptyText')}</p>}
          </div>
        }
      >
        {(page) => (
          <>
            {/* The results' heading: the cards' titles are level 3 below it. */}
            <h2 className="mb-3 text-sm font-normal text-stone-600">
              {t('drivers.resultCount', { count: page.total })}
            </h2>
            <ul
              className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${drivers.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {page.data.map((driver, index) => (
                <li key={driver.id}>
                  <DriverCard driver={driver} priority={index === 0} freeThen={freeThen} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('drivers.pagination')}
              onPage={onPage}
            />
          </>
        )}
      </QueryGate>
    </section>
  );
}
