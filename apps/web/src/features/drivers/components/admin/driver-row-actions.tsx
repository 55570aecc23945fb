import type { AdminDriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { RowAction } from '@/components/ui/row-action';
import { isPending } from './driver-badges';

export type DriverAction = 'details' | 'licence' | 'toggle' | 'edit';

/**
 * A driver's actions (rules §8.8): details; the licence (with Approve and Reject) while it
 * is pending; activate or deactivate; edit.
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
  const of = driver.name;
  return (
    // In the table the four actions of a pending licence keep to one line: the other
    // columns wrap first.
    <div
      className={`flex flex-wrap items-center ${dense ? `-ml-2 ${isPending(driver) ? 'min-w-80' : ''}` : '-ml-3 gap-x-1'}`}
    >
      <RowAction
        label={t('adminDrivers.details')}
        of={of}
        tone="brand"
        dense={dense}
        onClick={() => onAction('details')}
      />
      {isPending(driver) && (
        <RowAction
          label={t('adminDrivers.viewLicence')}
          of={of}
          tone="attention"
          dense={dense}
          onClick={() => onAction('licence')}
        />
      )}
      <RowAction
        label={driver.is_active ? t('adminDrivers.deactivate') : t('adminDrivers.activate')}
        of={of}
        tone={driver.is_active ? 'warn' : 'brand'}
        busy={busy}
        dense={dense}
        onClick={() => onAction('toggle')}
      />
      <RowAction
        label={t('adminDrivers.edit')}
        of={of}
        dense={dense}
        onClick={() => onAction('edit')}
      />
    </div>
  );
}
