import type { AdminDriverView } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { isPending } from './driver-badges';

const baseClass =
  'inline-flex min-h-11 items-center rounded-lg text-sm font-semibold whitespace-nowrap disabled:cursor-wait disabled:opacity-60';

export type DriverAction = 'details' | 'licence' | 'toggle' | 'edit';

/**
 * A driver's actions (rules §8.8): details; the licence (with Approve and Reject) while it
 * is pending; activate or deactivate; edit. Each names the driver for screen readers.
 */
export function DriverRowActions({
  driver,
  busy,
  dense = false,
  onAction,
}: {
  driver: AdminDriverView;
  /** Their status is being saved. */
  busy: boolean;
  /** Less padding, to fit the table's last column. */
  dense?: boolean;
  onAction: (action: DriverAction) => void;
}) {
  const { t } = useTranslation();
  const actionClass = `${baseClass} ${dense ? 'px-2' : 'px-3'}`;
  const named = (label: string) => `${label}: ${driver.name}`;
  const toggleLabel = driver.is_active ? t('adminDrivers.deactivate') : t('adminDrivers.activate');
  return (
    // In the table the four actions of a pending licence keep to one line: the other
    // columns wrap first.
    <div
      className={`flex flex-wrap items-center ${dense ? `-ml-2 ${isPending(driver) ? 'min-w-80' : ''}` : '-ml-3 gap-x-1'}`}
    >
      <button
        type="button"
        onClick={() => onAction('details')}
        aria-label={named(t('adminDrivers.details'))}
        className={`${actionClass} text-brand-800 hover:bg-brand-50`}
      >
        {t('adminDrivers.details')}
      </button>
      {isPending(driver) && (
        <button
          type="button"
          onClick={() => onAction('licence')}
          aria-label={named(t('adminDrivers.viewLicence'))}
          className={`${actionClass} text-amber-900 hover:bg-amber-50`}
        >
          {t('adminDrivers.viewLicence')}
        </button>
      )}
      <button
        type="button"
        onClick={() => onAction('toggle')}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={named(toggleLabel)}
        className={`${actionClass} ${driver.is_active ? 'text-amber-800 hover:bg-amber-50' : 'text-brand-800 hover:bg-brand-50'}`}
      >
        {toggleLabel}
      </button>
      <button
        type="button"
        onClick={() => onAction('edit')}
        aria-label={named(t('adminDrivers.edit'))}
        className={`${actionClass} text-stone-800 hover:bg-stone-100`}
      >
        {t('adminDrivers.edit')}
      </button>
    </div>
  );
}
