import { adminDriversQuery, type AdminDriverView } from '@kodesha/domain';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toasts';
import type { CreatedDriver } from '../../api/admin-create-driver';
import { useAdminDrivers } from '../../api/admin-drivers';
import { useAdminToggleDriverStatus } from '../../api/admin-toggle-driver-status';
import { AdminDriverCard } from './admin-driver-card';
import { AdminDriverDetails } from './admin-driver-details';
import { AdminDriverForm } from './admin-driver-form';
import { AdminDriverTable } from './admin-driver-table';
import { DriverCreatedNotice } from './driver-created-notice';
import type { DriverAction } from './driver-row-actions';
import { DriverSummaryCards } from './driver-summary-cards';
import { useLicenceReview } from './use-licence-review';
import { desktopWidth, useWideScreen } from '@/lib/use-wide-screen';
import { useBusyIds, useListFilters, useStayOnAPageWithRows } from '@/lib/use-list-filters';
import { useFailureText } from '@/lib/use-message';

type Open =
  | { kind: 'details'; driver: AdminDriverView }
  | { kind: 'edit'; driver: AdminDriverView }
  | { kind: 'create' }
  | { kind: 'created'; created: CreatedDriver };

const statusChoices = ['', 'active', 'inactive'] as const;
const verificationChoices = ['', 'verified', 'pending', 'rejected'] as const;

/**
 * Driver Management (rules §8.8): the summary cards, search by name or town, the status
 * and verification filters (in the URL, beside the dashboard's tab), Create Driver, and
 * each driver's details, licence review, activate or deactivate, and edit. The server
 * pages and counts; a phone gets cards instead of the table.
 */
export function DriverManagement() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const wide = useWideScreen(desktopWidth);
  const formId = useId();
  const [filters, setFilters] = useListFilters(adminDriversQuery);
  const drivers = useAdminDrivers(filters);
  const toggle = useAdminToggleDriverStatus();
  const review = useLicenceReview();
  const [open, setOpen] = useState<Open>();
  const [saving, setSaving] = useState(false);
  const [busyIds, setBusy] = useBusyIds();
  const close = () => setOpen(undefined);

  useStayOnAPageWithRows(filters.page, drivers, (page) => setFilters({ page }));

  const toggleStatus = (driver: AdminDriverView) => {
    const isActive = !driver.is_active;
    setBusy(driver.id, true);
    toggle.mutate(
      { id: driver.id, isActive },
      {
        onSuccess: () =>
          toast.success(t(isActive ? 'messages.driverActivated' : 'messages.driverDeactivated')),
        onError: (error) => toast.error(failureText(error, t('messages.driverStatusFailed'))),
        onSettled: () => setBusy(driver.id, false),
      },
    );
  };

  const onAction = (driver: AdminDriverView, action: DriverAction) => {
    if (action === 'toggle') toggleStatus(driver);
    else if (action === 'licence') review.view(driver);
    else setOpen({ kind: action, driver });
  };

  const editing = open?.kind === 'edit' ? open.driver : undefined;
  const formOpen = open?.kind === 'create' || open?.kind === 'edit';
  return (
    <section aria-labelledby="admin-drivers-heading" className="space-y-5">
      <h2 id="admin-drivers-heading" className="sr-only">
        {t('adminDrivers.title')}
      </h2>
      {drivers.data && <DriverSummaryCards summary={drivers.data.summary} />}

      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="lg:flex-1">
          <SearchBox
            value={filters.search}
            label={t('adminDrivers.searchLabel')}
            placeholder={t('adminDrivers.searchPlaceholder')}
            onSearch={(search) => setFilters({ search })}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="lg:w-40">
            <SelectField
              label={t('adminDrivers.statusFilter')}
              value={filters.status ?? ''}
              onChange={(status) => setFilters({ status })}
            >
              {statusChoices.map((status) => (
                <option key={status} value={status}>
                  {t(`adminDrivers.statusChoice.${status || 'all'}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="lg:w-44">
            <SelectField
              label={t('adminDrivers.verificationFilter')}
              value={filters.verification ?? ''}
              onChange={(verification) => setFilters({ verification })}
            >
              {verificationChoices.map((verification) => (
                <option key={verification} value={verification}>
                  {t(`adminDrivers.verificationChoice.${verification || 'all'}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <Button className="col-span-2 sm:col-span-1" onClick={() => setOpen({ kind: 'create' })}>
            {t('adminDrivers.create')}
          </Button>
        </div>
      </div>

      <QueryGate
        query={drivers}
        loading={<Spinner label={t('adminDrivers.loading')} />}
        error={{ title: t('drivers.errorTitle'), text: <p>{t('drivers.errorText')}</p> }}
        isEmpty={(found) => found.data.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center font-semibold text-stone-800">
            {t('adminDrivers.empty')}
          </p>
        }
      >
        {(found) => (
          <div aria-busy={drivers.isPlaceholderData || undefined}>
            <p className="mb-3 text-sm text-stone-700" aria-live="polite">
              {t('adminDrivers.count', { count: found.total })}
            </p>
            {wide ? (
              <AdminDriverTable drivers={found.data} busyIds={busyIds} onAction={onAction} />
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {found.data.map((driver) => (
                  <li key={driver.id}>
                    <AdminDriverCard
                      driver={driver}
                      busy={busyIds.has(driver.id)}
                      onAction={(action) => onAction(driver, action)}
                    />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={found.current_page}
              lastPage={found.last_page}
              label={t('adminDrivers.pagination')}
              onPage={(page) => setFilters({ page })}
            />
          </div>
        )}
      </QueryGate>

      <Modal
        open={open?.kind === 'details'}
        onClose={close}
        size="lg"
        title={open?.kind === 'details' ? open.driver.name : ''}
        footer={
          open?.kind === 'details' && (
            <>
              <Button variant="secondary" onClick={close}>
                {t('states.close')}
              </Button>
              <Button onClick={() => setOpen({ kind: 'edit', driver: open.driver })}>
                {t('adminDrivers.edit')}
              </Button>
            </>
          )
        }
      >
        {open?.kind === 'details' && (
          <AdminDriverDetails
            driver={open.driver}
            onViewLicence={() => {
              close();
              review.view(open.driver);
            }}
          />
        )}
      </Modal>

      <Modal
        open={formOpen}
        onClose={close}
        size="lg"
        title={
          editing
            ? t('adminDrivers.editTitle', { name: editing.name })
            : t('adminDrivers.createTitle')
        }
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('states.cancel')}
            </Button>
            <Button type="submit" form={formId} disabled={saving} aria-busy={saving || undefined}>
              {saving
                ? t('adminDrivers.form.saving')
                : editing
                  ? t('adminDrivers.form.saveChanges')
                  : t('adminDrivers.form.create')}
            </Button>
          </>
        }
      >
        {formOpen && (
          <AdminDriverForm
            key={editing?.id ?? 'new'}
            formId={formId}
            driver={editing}
            onSaving={setSaving}
            onCreated={(created) => setOpen({ kind: 'created', created })}
            onUpdated={close}
          />
        )}
      </Modal>

      <Modal
        open={open?.kind === 'created'}
        onClose={close}
        title={t('adminDrivers.created.title')}
        footer={<Button onClick={close}>{t('adminDrivers.created.done')}</Button>}
      >
        {open?.kind === 'created' && <DriverCreatedNotice created={open.created} />}
      </Modal>

      {review.viewer}
    </section>
  );
}
