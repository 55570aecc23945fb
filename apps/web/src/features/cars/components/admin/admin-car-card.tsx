import { carTitle, type CarView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';
import { CarPhoto } from '../car-photo';
import { CarRowActions, type CarAction } from './car-row-actions';
import { CarStatusBadge } from './car-status-badge';

/**
 * A car as a card: the grid of /admin/cars (`tile`, its photo on top), and the phone's
 * list in place of the table (`row`, a thumbnail beside the details).
 */
export function AdminCarCard({
  car,
  shape,
  busy,
  onAction,
}: {
  car: CarView;
  shape: 'tile' | 'row';
  busy: boolean;
  onAction: (action: CarAction) => void;
}) {
  const { t } = useTranslation();
  const title = carTitle(car);
  const titleId = `admin-car-${car.id}`;
  const tile = shape === 'tile';
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm ${tile ? '' : 'p-3'}`}
    >
      <div className={tile ? '' : 'flex gap-3'}>
        <CarPhoto
          image={car.images[0]}
          alt={t('cars.photoOf', { car: title })}
          sizes={tile ? '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw' : '112px'}
          className={tile ? 'w-full' : 'w-28 shrink-0 self-start rounded-lg'}
        />
        <div className={`min-w-0 flex-1 space-y-1 ${tile ? 'px-4 pt-3' : ''}`}>
          <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
            <h3 id={titleId} className="leading-snug font-bold text-stone-900">
              {title}
            </h3>
            <CarStatusBadge active={car.is_active} />
          </div>
          <p className="text-sm text-stone-700">
            <span className="sr-only">{t('adminCars.columns.owner')}: </span>
            {car.owner.name}
          </p>
          <p className="text-sm text-stone-700">
            <span className="sr-only">{t('adminCars.columns.location')}: </span>
            {car.location}
          </p>
          <p className="font-semibold text-brand-800">
            {t('cars.perHour', { price: formatMoney(car.price_per_hour) })}
          </p>
        </div>
      </div>
      <div className={`mt-auto border-t border-stone-100 pt-1 ${tile ? 'mx-4 mt-3 pb-1' : 'mt-3'}`}>
        <CarRowActions car={car} busy={busy} onAction={onAction} />
      </div>
    </article>
  );
}
