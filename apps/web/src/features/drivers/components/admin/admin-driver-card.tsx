import type { AdminDriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';
import { DriverRating } from '../driver-rating';
import { ActiveBadge, VerificationBadge } from './driver-badges';
import { DriverInitial } from './driver-initial';
import { DriverRowActions, type DriverAction } from './driver-row-actions';

/** A driver as a card, in place of the table's row on a phone: the same facts and actions. */
export function AdminDriverCard({
  driver,
  busy,
  onAction,
}: {
  driver: AdminDriverView;
  busy: boolean;
  onAction: (action: DriverAction) => void;
}) {
  const { t } = useTranslation();
  const titleId = `admin-driver-${driver.id}`;
  const facts = [
    [t('adminDrivers.columns.phone'), driver.user.phone_number ?? t('adminDrivers.noPhone')],
    [t('adminDrivers.columns.experience'), t('adminDrivers.years', { count: driver.experience })],
    [t('adminDrivers.columns.location'), driver.location],
    [t('adminDrivers.columns.rate'), formatMoney(driver.price_per_hour)],
  ] as const;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <DriverInitial name={driver.name} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-bold text-stone-900">
            {driver.name}
          </h3>
          <p className="text-sm text-stone-600">{t('drivers.age', { age: String(driver.age) })}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <VerificationBadge driver={driver} />
            <ActiveBadge active={driver.is_active} />
            <DriverRating driver={driver} />
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-medium break-words text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 border-t border-stone-100 pt-1">
        <DriverRowActions driver={driver} busy={busy} onAction={onAction} />
      </div>
    </article>
  );
}
