import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useDrivers } from '../api/list-drivers';
import { DriverCard } from '../components/driver-card';
import { DriverFilters } from '../components/driver-filters';
import { readDriverSearch, toDriverQueryString, type DriverSearch } from '../driver-search';

/** /drivers, 'Hire a Driver' (spec §2): every filter on the server and in the URL. */
export function DriverListPage() {
  const { t } = useTranslation();
  usePageTitle(t('drivers.listTitle'));
  const [params, setParams] = useSearchParams();
  const search = readDriverSearch(params);
  const drivers = useDrivers(search);
  const go = (next: DriverSearch) => {
    setParams(new URLSearchParams(toDriverQueryString(next)));
    window.scrollTo({ top: 0 });
  };
  const page = drivers.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
            {t('drivers.listTitle')}
          </h1>
          <p className="mt-1 text-stone-700">{t('drivers.listIntro')}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void drivers.refetch()}
          disabled={drivers.isFetching}
        >
          {t('drivers.refresh')}
        </Button>
      </div>
      <div className="mt-6">
        <DriverFilters search={search} onChange={go} />
      </div>
      <section className="mt-6" aria-live="polite" aria-busy={drivers.isFetching}>
        {drivers.isPending ? (
          <Spinner label={t('drivers.loading')} />
        ) : drivers.isError && !page ? (
          <Alert tone="error" title={t('drivers.errorTitle')}>
            <p>{t('drivers.errorText')}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void drivers.refetch()}>
              {t('states.tryAgain')}
            </Button>
          </Alert>
        ) : page && page.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
            <h2 className="text-xl font-bold text-stone-900">{t('drivers.emptyTitle')}</h2>
            <p className="mt-2 text-stone-700">{t('drivers.emptyText')}</p>
          </div>
        ) : page ? (
          <>
            <p className="mb-3 text-sm text-stone-600">
              {t('drivers.resultCount', { count: page.total })}
            </p>
            <ul
              className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${drivers.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {page.data.map((driver) => (
                <li key={driver.id}>
                  <DriverCard driver={driver} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('drivers.pagination')}
              onPage={(next) => go({ ...search, page: next })}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
