import type { AdminDriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';
import { DriverRating } from '../driver-rating';
import { ActiveBadge, VerificationBadge } from './driver-badges';
import { DriverInitial } from './driver-initial';
import { DriverRowActions, type DriverAction } from './driver-row-actions';

/**
 * Driver Management's table (rules §8.8): Driver (initial, name, age), Phone, Experience,
 * Location, Rate, Rating, Verification, Status, Actions.
 */
export function AdminDriverTable({
  drivers,
  busyIds,
  onAction,
}: {
  drivers: AdminDriverView[];
  busyIds: ReadonlySet<number>;
  onAction: (driver: AdminDriverView, action: DriverAction) => void;
}) {
  const { t } = useTranslation();
  const head =
    'px-2.5 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase';
  const cell = 'px-2.5 py-3 text-stone-800';
  const columns = [
    'driver',
    'phone',
    'experience',
    'location',
    'rate',
    'rating',
    'verification',
    'status',
    'actions',
  ] as const;
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{t('adminDrivers.tableCaption')}</caption>
        <thead className="bg-stone-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={head}>
                {t(`adminDrivers.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {drivers.map((driver) => (
            <tr key={driver.id} className="align-middle">
              <th scope="row" className="py-3 pr-2.5 pl-4 text-left font-normal">
                <div className="flex items-center gap-3">
                  <DriverInitial name={driver.name} />
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900">{driver.name}</p>
                    <p className="text-xs text-stone-600">
                      {t('drivers.age', { age: String(driver.age) })}
                    </p>
                  </div>
                </div>
              </th>
              <td className={`${cell} whitespace-nowrap`}>
                {driver.user.phone_number ?? t('adminDrivers.noPhone')}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {t('adminDrivers.years', { count: driver.experience })}
              </td>
              <td className={cell}>{driver.location}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatMoney(driver.price_per_hour)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <DriverRating driver={driver} />
              </td>
              <td className={cell}>
                <VerificationBadge driver={driver} />
              </td>
              <td className={cell}>
                <ActiveBadge active={driver.is_active} />
              </td>
              <td className="py-1 pr-4 pl-2.5">
                <DriverRowActions
                  dense
                  driver={driver}
                  busy={busyIds.has(driver.id)}
                  onAction={(action) => onAction(driver, action)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
