import type { DriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { InstantBookBadge } from '@/components/instant-book-badge';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { cardGridPhotoSizes } from '@/components/ui/photo';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAvailabilityText } from '@/lib/use-availability-text';
import { DriverPhoto } from './driver-photo';
import { DriverRating } from './driver-rating';

/**
 * A driver in a list (rules §3.7): photo, rating, experience, town, notes, price,
 * specialties, Available or Offline. Its photo is sized for the lists' grid; `priority` for the first card of the
 * first screen.
 */
export function DriverCard({
  driver,
  priority = false,
  freeThen = false,
}: {
  driver: DriverView;
  priority?: boolean;
  /** Listed for a searched window: the driver is free for all of it (rules §4.14). */
  freeThen?: boolean;
}) {
  const { t } = useTranslation();
  const availabilityText = useAvailabilityText();
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <DriverPhoto
        driver={driver}
        alt={t('drivers.photoOf', { name: driver.name })}
        sizes={cardGridPhotoSizes}
        landscape
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-lg font-bold text-stone-900">
            <Link to={paths.driver(driver.id)} className="hover:underline">
              {driver.name}
            </Link>
          </h3>
          <DriverRating driver={driver} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-700">
            {driver.location} · {t('drivers.experienceYears', { count: driver.experience })}
          </p>
          <Badge tone={driver.is_available ? 'green' : 'stone'}>
            {driver.is_available ? t('drivers.available') : t('drivers.offline')}
          </Badge>
        </div>
        {(freeThen || driver.instant_book) && (
          <p className="flex flex-wrap gap-1.5">
            {freeThen && <Badge tone="green">{t('drivers.freeThen')}</Badge>}
            {driver.instant_book && <InstantBookBadge />}
          </p>
        )}
        <p className="text-sm text-stone-600">{availabilityText(driver.availability)}</p>
        {driver.availability_notes && (
          <p className="text-sm text-stone-600 italic">{driver.availability_notes}</p>
        )}
        <ul className="flex flex-wrap gap-1.5">
          {driver.specialties.map((specialty) => (
            <li
              key={specialty}
              className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900"
            >
              {t(`drivers.specialty.${specialty}`)}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-lg font-bold text-brand-800">
            {t('drivers.perHour', { price: formatMoney(driver.price_per_hour) })}
          </p>
          <Link
            to={paths.bookingPanel('driver', driver.id)}
            className={buttonClass('primary', 'px-3')}
            aria-label={`${t('drivers.bookNow')}: ${driver.name}`}
          >
            {t('drivers.bookNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}
