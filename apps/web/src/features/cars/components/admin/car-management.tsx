import { adminCarsQuery, carTitle, type CarView } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toasts';
import { useAdminCars } from '../../api/admin-cars';
import { useAdminDeleteCar } from '../../api/admin-delete-car';
import { useAdminToggleCarStatus } from '../../api/admin-toggle-car-status';
import { AdminCarCard } from './admin-car-card';
import { AdminCarDetails } from './admin-car-details';
import { AdminCarForm } from './admin-car-form';
import { AdminCarTable } from './admin-car-table';
import type { CarAction } from './car-row-actions';
import { useWideScreen } from '@/lib/use-wide-screen';
import { useBusyIds, useListFilters, useStayOnAPageWithRows } from '@/lib/use-list-filters';
import { useFailureText } from '@/lib/use-message';

type Open =
  | { kind: 'details'; car: CarView }
  | { kind: 'edit'; car: CarView }
  | { kind: 'create' }
  | { kind: 'delete'; car: CarView };

const statusChoices = ['', 'active', 'inactive'] as const;

/**
 * The admin's cars (rules §8.7): search, All / Active / Inactive, Create Car, and each car's
 * details, edit, activate or deactivate, delete. The filters live in the URL beside the
 * dashboard's tab; the server pages and counts. `table` is the /admin tab (cards on a
 * phone), `grid` the /admin/cars screen.
 */
export function CarManagement({ layout }: { layout: 'table' | 'grid' }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const wide = useWideScreen();
  const [filters, setFilters] = useListFilters(adminCarsQuery);
  const cars = useAdminCars(filters);
  const toggle = useAdminToggleCarStatus();
  const remove = useAdminDeleteCar();
  const [open, setOpen] = useState<Open>();
  const [busyIds, setBusy] = useBusyIds();
  const close = () => setOpen(undefined);

  useStayOnAPageWithRows(filters.page, cars, (page) => setFilters({ page }));

  const toggleStatus = (car: CarView) => {
    const isActive = !car.is_active;
    setBusy(car.id, true);
    toggle.mutate(
      { id: car.id, isActive },
      {
        onSuccess: () =>
          toast.success(t(isActive ? 'messages.carActivated' : 'messages.carDeactivated')),
        onError: (error) => toast.error(failureText(error, t('messages.carStatusFailed'))),
        onSettled: () => setBusy(car.id, false),
      },
    );
  };

  const onAction = (car: CarView, action: CarAction) => {
    if (action === 'toggle') toggleStatus(car);
    else setOpen({ kind: action, car });
  };

  const confirmDelete = (car: CarView) =>
    remove.mutate(car.id, {
      onSuccess: () => {
        toast.success(t('messages.carDeleted'));
        close();
      },
      onError: (error) => toast.error(failureText(error, t('messages.carDeleteFailed'))),
    });

  const formCar = open?.kind === 'edit' ? open.car : undefined;
  return (
    <section aria-labelledby="admin-cars-heading" className="space-y-5">
      <h2 id="admin-cars-heading" className="sr-only">
        {t('adminCars.title')}
      </h2>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="md:flex-1">
          <SearchBox
            value={filters.search}
            label={t('adminCars.searchLabel')}
            placeholder={t('adminCars.searchPlaceholder')}
            onSearch={(search) => setFilters({ search })}
          />
        </div>
        <div className="grid grid-cols-[1fr_auto] items-end gap-3">
          <div className="md:w-44">
            <SelectField
              label={t('adminCars.statusFilter')}
              value={filters.status ?? ''}
              onChange={(status) => setFilters({ status })}
            >
              {statusChoices.map((status) => (
                <option key={status} value={status}>
                  {t(`adminCars.status.${status || 'all'}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <Button onClick={() => setOpen({ kind: 'create' })}>{t('adminCars.create')}</Button>
        </div>
      </div>

      <QueryGate
        query={cars}
        loading={<Spinner label={t('cars.loadingCars')} />}
        error={{ title: t('cars.errorTitle'), text: <p>{t('cars.errorText')}</p> }}
        isEmpty={(found) => found.data.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center font-semibold text-stone-800">
            {t(
              filters.status === 'active' && !filters.search
                ? 'adminCars.noActive'
                : 'adminCars.empty',
            )}
          </p>
        }
      >
        {(found) => (
          <div aria-busy={cars.isPlaceholderData || undefined}>
            <p className="mb-3 text-sm text-stone-700" aria-live="polite">
              {t('adminCars.count', { count: found.total })}
            </p>
            {layout === 'table' && wide ? (
              <AdminCarTable cars={found.data} busyIds={busyIds} onAction={onAction} />
            ) : (
              <ul
                className={
                  layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-3'
                }
              >
                {found.data.map((car) => (
                  <li key={car.id}>
                    <AdminCarCard
                      car={car}
                      shape={layout === 'grid' ? 'tile' : 'row'}
                      busy={busyIds.has(car.id)}
                      onAction={(action) => onAction(car, action)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={found.current_page}
              lastPage={found.last_page}
              label={t('adminCars.pagination')}
              onPage={(page) => setFilters({ page })}
            />
          </div>
        )}
      </QueryGate>

      <Modal
        open={open?.kind === 'details'}
        onClose={close}
        size="lg"
        title={open?.kind === 'details' ? carTitle(open.car) : ''}
        footer={
          open?.kind === 'details' && (
            <>
              <Button variant="secondary" onClick={close}>
                {t('states.close')}
              </Button>
              <Button onClick={() => setOpen({ kind: 'edit', car: open.car })}>
                {t('adminCars.edit')}
              </Button>
            </>
          )
        }
      >
        {open?.kind === 'details' && <AdminCarDetails car={open.car} />}
      </Modal>

      <Modal
        open={open?.kind === 'create' || open?.kind === 'edit'}
        onClose={close}
        size="xl"
        title={
          formCar
            ? t('adminCars.editTitle', { car: carTitle(formCar) })
            : t('adminCars.createTitle')
        }
      >
        {(open?.kind === 'create' || open?.kind === 'edit') && (
          <AdminCarForm key={formCar?.id ?? 'new'} car={formCar} onDone={close} />
        )}
      </Modal>

      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('messages.adminCarDeleteConfirm')}
        confirmLabel={remove.isPending ? t('adminCars.deleting') : t('adminCars.delete')}
        cancelLabel={t('states.cancel')}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => open?.kind === 'delete' && confirmDelete(open.car)}
      >
        {open?.kind === 'delete' && (
          <p>
            <span className="font-semibold">{carTitle(open.car)}</span> ·{' '}
            {t('adminCars.deleteText', { owner: open.car.owner.name })}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
