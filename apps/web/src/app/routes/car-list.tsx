import { useTranslation } from '@/lib/i18n';
import { useSearchChange } from '@/lib/use-search-change';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { toQueryString, type CarSearch } from '@/features/cars/car-search';
import { readCarSearch } from '@/features/cars/read-car-search';
import { CarFilters } from '@/features/cars/components/car-filters';
import { CarResults } from '@/features/cars/components/car-results';
import type { ServerPage } from '@/app/page-head';
import { carsQuery, useCars } from '@/features/cars/api/list-cars';
import { carListJsonLd } from '@/features/cars/car-structured-data';

/** Rendered on the server with the page of cars its address asks for (rules §9.16). */
export const handle: ServerPage = {
  async prefetch({ queryClient, searchParams, t, origin }) {
    const search = readCarSearch(searchParams);
    const page = await queryClient.fetchQuery(carsQuery(search)).catch(() => undefined);
    return {
      title: search.location
        ? t('meta.carListIn', { location: search.location })
        : t('cars.listTitle'),
      description: t('meta.carListDescription'),
      canonical: `/cars${toQueryString({ ...search, page: undefined })}`,
      jsonLd: page ? carListJsonLd(page.data, origin) : undefined,
    };
  },
};

/** /cars: every filter works on the server and lives in the URL, so links can be shared. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('cars.listTitle'));
  const [params, changeSearch] = useSearchChange();
  const search = readCarSearch(params);
  const cars = useCars(search);
  const go = (change: (current: CarSearch) => CarSearch) => {
    changeSearch((current) => new URLSearchParams(toQueryString(change(readCarSearch(current)))));
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader title={t('cars.listTitle')} intro={t('cars.listIntro')} />
      <div className="mt-6">
        <CarFilters search={search} onChange={go} />
      </div>
      <CarResults
        cars={cars}
        onPage={(page) => go((current) => ({ ...current, page }))}
        onClear={() => go(() => ({}))}
        freeThen={search.from !== undefined && search.until !== undefined}
        searching={Object.entries(search).some(
          ([name, value]) => name !== 'page' && name !== 'sort' && value !== undefined,
        )}
      />
    </div>
  );
}
