import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useCars } from '../api/list-cars';
import { CarCard } from '../components/car-card';
import { CarFilters } from '../components/car-filters';
import { readCarSearch, toQueryString, type CarSearch } from '../car-search';

/** /cars: every filter works on the server and lives in the URL (DESIGN §1.2). */
export function CarListPage() {
  const { t } = useTranslation();
  usePageTitle(t('cars.listTitle'));
  const [params, setParams] = useSearchParams();
  const search = readCarSearch(params);
  const cars = useCars(search);
  const go = (next: CarSearch) => {
    setParams(new URLSearchParams(toQueryString(next)));
    window.scrollTo({ top: 0 });
  };
  const page = cars.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
        {t('cars.listTitle')}
      </h1>
      <p className="mt-1 text-stone-700">{t('cars.listIntro')}</p>

      <div className="mt-6">
        <CarFilters search={search} onChange={go} />
      </div>

      <section className="mt-6" aria-live="polite" aria-busy={cars.isFetching}>
        {cars.isPending ? (
          <Spinner label={t('cars.loadingCars')} />
        ) : cars.isError && !page ? (
          <Alert tone="error" title={t('cars.errorTitle')}>
            <p>{t('cars.errorText')}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void cars.refetch()}>
              {t('states.tryAgain')}
            </Button>
          </Alert>
        ) : page && page.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
            <h2 className="text-xl font-bold text-stone-900">{t('cars.emptyTitle')}</h2>
            <p className="mt-2 text-stone-700">{t('cars.emptyText')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => go({})}>
              {t('cars.clearFilters')}
            </Button>
          </div>
        ) : page ? (
          <>
            <p className="mb-3 text-sm text-stone-600">
              {t('cars.resultCount', { count: page.total })}
            </p>
            <ul
              className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${cars.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {page.data.map((car, index) => (
                <li key={car.id}>
                  <CarCard car={car} eager={index < 2} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page.current_page}
              lastPage={page.last_page}
              label={t('cars.pagination')}
              onPage={(next) => go({ ...search, page: next })}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
