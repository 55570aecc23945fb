import { carTitle, type CarView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { RowAction } from '@/components/ui/row-action';

export type CarAction = 'details' | 'edit' | 'toggle' | 'delete';

/** A car's actions in the admin's list (rules §8.7): details, edit, activate or deactivate, delete. */
export function CarRowActions({
  car,
  busy,
  onAction,
}: {
  car: CarView;
  /** Its status is being saved: the switch waits for the answer. */
  busy: boolean;
  onAction: (action: CarAction) => void;
}) {
  const { t } = useTranslation();
  const of = carTitle(car);
  return (
    <div className="-ml-3 flex flex-wrap items-center gap-x-1">
      <RowAction
        label={t('adminCars.details')}
        of={of}
        tone="brand"
        onClick={() => onAction('details')}
      />
      <RowAction label={t('adminCars.edit')} of={of} onClick={() => onAction('edit')} />
      <RowAction
        label={car.is_active ? t('adminCars.deactivate') : t('adminCars.activate')}
        of={of}
        tone={car.is_active ? 'warn' : 'brand'}
        busy={busy}
        onClick={() => onAction('toggle')}
      />
      <RowAction
        label={t('adminCars.delete')}
        of={of}
        tone="danger"
        onClick={() => onAction('delete')}
      />
    </div>
  );
}
