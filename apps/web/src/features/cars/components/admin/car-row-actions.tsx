import { carTitle, type CarView } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';

const actionClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold disabled:cursor-wait disabled:opacity-60';

export type CarAction = 'details' | 'edit' | 'toggle' | 'delete';

/**
 * A car's actions in the admin's list (rules §8.7): details, edit, activate or deactivate,
 * delete. Each names the car for screen readers, as a row of them reads alike.
 */
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
  const title = carTitle(car);
  const named = (label: string) => `${label}: ${title}`;
  const toggleLabel = car.is_active ? t('adminCars.deactivate') : t('adminCars.activate');
  return (
    <div className="-ml-3 flex flex-wrap items-center gap-x-1">
      <button
        type="button"
        onClick={() => onAction('details')}
        aria-label={named(t('adminCars.details'))}
        className={`${actionClass} text-brand-800 hover:bg-brand-50`}
      >
        {t('adminCars.details')}
      </button>
      <button
        type="button"
        onClick={() => onAction('edit')}
        aria-label={named(t('adminCars.edit'))}
        className={`${actionClass} text-stone-800 hover:bg-stone-100`}
      >
        {t('adminCars.edit')}
      </button>
      <button
        type="button"
        onClick={() => onAction('toggle')}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={named(toggleLabel)}
        className={`${actionClass} ${car.is_active ? 'text-amber-800 hover:bg-amber-50' : 'text-brand-800 hover:bg-brand-50'}`}
      >
        {toggleLabel}
      </button>
      <button
        type="button"
        onClick={() => onAction('delete')}
        aria-label={named(t('adminCars.delete'))}
        className={`${actionClass} text-red-700 hover:bg-red-50`}
      >
        {t('adminCars.delete')}
      </button>
    </div>
  );
}
