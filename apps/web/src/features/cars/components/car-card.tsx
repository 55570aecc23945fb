import { carTitle, type CarView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { CarPhoto } from './car-photo';
import { InstantBookBadge } from '@/components/instant-book-badge';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { PinIcon } from '@/components/ui/icons';
import { cardGridPhotoSizes } from '@/components/ui/photo';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAvailabilityText } from '@/lib/use-availability-text';

/**
 * A car in a list: photo, title, town, when it is free, price per hour (rules §2.6). Its
 * photo is sized for the lists' grid; `priority` for the first card of the first screen.
 */
export function CarCard({
  car,
  priority = false,
  freeThen = false,
}: {
  car: CarView;
  priority?: boolean;
  /** Listed for a searched window: the car is free for all of it (rules §4.14). */
  freeThen?: boolean;
}) {
  const { t } = useTranslation();
  const availabilityText = useAvailabilityText();
  const title = carTitle(car);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <CarPhoto
        image={car.images[0]}
        alt={t('cars.photoOf', { car: title })}
        sizes={cardGridPhotoSizes}
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-bold leading-snug text-stone-900">
            <Link to={paths.car(car.id)} className="hover:underline">
              {title}
            </Link>
          </h3>
          <Badge>{t(`cars.type.${car.car_type}`)}</Badge>
        </div>
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <PinIcon />
          {car.location}
        </p>
        {(freeThen || car.instant_book) && (
          <p className="flex flex-wrap gap-1.5">
            {freeThen && <Badge tone="green">{t('cars.freeThen')}</Badge>}
            {car.instant_book && <InstantBookBadge />}
          </p>
        )}
        <p className="text-sm text-stone-600">{availabilityText(car.availability)}</p>
        {car.availability_notes && (
          <p className="text-sm text-stone-600 italic">{car.availability_notes}</p>
        )}
        <p className="line-clamp-2 text-sm text-stone-700">{car.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-lg font-bold text-brand-800">
            {t('cars.perHour', { price: formatMoney(car.price_per_hour) })}
          </p>
          <Link
            to={paths.bookingPanel('car', car.id)}
            className={buttonClass('primary', 'px-3')}
            aria-label={`${t('cars.bookNow')}: ${title}`}
          >
            {t('cars.bookNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}
