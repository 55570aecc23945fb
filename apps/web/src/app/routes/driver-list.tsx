import { useTranslation } from '@/lib/i18n';
import { useSearchChange } from '@/lib/use-search-change';
import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { DriverFilters } from '@/features/drivers/components/driver-filters';
import { DriverResults } from '@/features/drivers/components/driver-results';
import { toDriverQueryString, type DriverSearch } from '@/features/drivers/driver-search';
import { readDriverSearch } from '@/features/drivers/read-driver-search';
import type { ServerPage } from '@/app/page-head';
import { driversQuery, useDrivers } from '@/features/drivers/api/list-drivers';
import { driverListJsonLd } from '@/features/drivers/driver-structured-data';

/** Rendered on the server with the page of drivers its address asks for (rules §9.16). */
export const handle: ServerPage = {
  async prefetch({ queryClient, searchParams, t, origin }) {
    const search = readDriverSearch(searchParams);
    const page = await queryClient.fetchQuery(driversQuery(search)).catch(() => undefined);
    return {
      title: t('drivers.listTitle'),
      description: t('meta.driverListDescription'),
      canonical: `/drivers${toDriverQueryString({ ...search, page: undefined })}`,
      jsonLd: page ? driverListJsonLd(page.data, origin) : undefined,
    };
  },
};

/** /drivers, 'Hire a Driver' (rules §3.7): every filter on the server and in the URL. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('drivers.listTitle'));
  const [params, changeSearch] = useSearchChange();
  const search = readDriverSearch(params);
  const drivers = useDrivers(search);
  const go = (change: (current: DriverSearch) => DriverSearch) => {
    changeSearch(
      (current) => new URLSearchParams(toDriverQueryString(change(readDriverSearch(current)))),
    );
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeader title={t('drivers.listTitle')} intro={t('drivers.listIntro')} />
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
      <DriverResults
        drivers={drivers}
        onPage={(page) => go((current) => ({ ...current, page }))}
        freeThen={search.from !== undefined && search.until !== undefined}
        searching={Object.entries(search).some(
          ([name, value]) => name !== 'page' && value !== undefined,
        )}
      />
    </div>
  );
}
