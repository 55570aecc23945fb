import type { CarView, Page } from '@kodesha/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Button, ButtonLink } from '@/components/ui/button';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { OwnerCarRow } from './owner-car-row';

/** The dashboard's 'My Cars': loading, failed, none yet, or the cars with pages. */
export function MyCarsList({
  cars,
  page,
  onPageChange,
  switching,
  onToggle,
  onDelete,
}: {
  cars: UseQueryResult<Page<CarView>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Cars whose visibility is being saved, with the value being saved. */
  switching: ReadonlyMap<number, boolean>;
  onToggle: (car: CarView, isActive: boolean) => void;
  onDelete: (car: CarView) => void;
}) {
  const { t } = useTranslation();
  return (
    <QueryGate
      query={cars}
      loading={<Spinner label={t('owner.loadingCars')} />}
      error={{ text: <p>{t('owner.carsFailed')}</p> }}
      isEmpty={(found) => found.data.length === 0}
      empty={
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-stone-900">{t('owner.noCarsTitle')}</p>
          <p className="mt-1 text-stone-700">{t('owner.noCarsText')}</p>
          <ButtonLink to={paths.addCar} className="mt-4">
            {t('owner.addCar')}
          </ButtonLink>
        </div>
      }
    >
      {({ data, last_page: lastPage }) => (
        <>
          <ul className="grid gap-4 lg:grid-cols-2" aria-busy={cars.isPlaceholderData || undefined}>
            {data.map((car) => (
              <li key={car.id}>
                <OwnerCarRow
                  car={car}
                  active={switching.get(car.id) ?? car.is_active}
                  busy={switching.has(car.id)}
                  onToggle={(isActive) => onToggle(car, isActive)}
                  onDelete={() => onDelete(car)}
                />
              </li>
            ))}
          </ul>
          {lastPage > 1 && (
            <nav
              className="mt-6 flex items-center justify-between"
              aria-label={t('owner.pagination')}
            >
              <Button
                variant="secondary"
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                {t('owner.previous')}
              </Button>
              <span className="text-sm text-stone-700">
                {t('owner.pageOf', { page: String(page), pages: String(lastPage) })}
              </span>
              <Button
                variant="secondary"
                disabled={page >= lastPage}
                onClick={() => onPageChange(page + 1)}
              >
                {t('owner.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </QueryGate>
  );
}
