import { carTitle, type CarView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';
import { CarPhoto } from '../car-photo';
import { CarRowActions, type CarAction } from './car-row-actions';
import { CarStatusBadge } from './car-status-badge';

/** The /admin cars tab's table (rules §8.7): Car, Owner, Location, Price/Hour, Status, Actions. */
export function AdminCarTable({
  cars,
  busyIds,
  onAction,
}: {
  cars: CarView[];
  busyIds: ReadonlySet<number>;
  onAction: (car: CarView, action: CarAction) => void;
}) {
  const { t } = useTranslation();
  const head = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{t('adminCars.tableCaption')}</caption>
        <thead className="bg-stone-50">
          <tr>
            <th scope="col" className={head}>
              {t('adminCars.columns.car')}
            </th>
            <th scope="col" className={head}>
              {t('adminCars.columns.owner')}
            </th>
            <th scope="col" className={head}>
              {t('adminCars.columns.location')}
            </th>
            <th scope="col" className={head}>
              {t('adminCars.columns.price')}
            </th>
            <th scope="col" className={head}>
              {t('adminCars.columns.status')}
            </th>
            <th scope="col" className={head}>
              {t('adminCars.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {cars.map((car) => {
            const title = carTitle(car);
            return (
              <tr key={car.id} className="align-middle">
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <div className="flex items-center gap-3">
                    <CarPhoto
                      image={car.images[0]}
                      alt=""
                      sizes="80px"
                      className="w-20 shrink-0 rounded-md [&_span]:sr-only"
                    />
                    <span className="font-semibold text-stone-900">{title}</span>
                  </div>
                </th>
                <td className="px-4 py-3 text-stone-800">{car.owner.name}</td>
                <td className="px-4 py-3 text-stone-800">{car.location}</td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-900">
                  {formatMoney(car.price_per_hour)}
                </td>
                <td className="px-4 py-3">
                  <CarStatusBadge active={car.is_active} />
                </td>
                <td className="px-4 py-1">
                  <CarRowActions
                    car={car}
                    busy={busyIds.has(car.id)}
                    onAction={(action) => onAction(car, action)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
