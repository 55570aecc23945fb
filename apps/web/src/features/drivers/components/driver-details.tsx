import type { DriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { DetailSection } from '@/components/ui/detail-section';
import { InstantBookBadge } from '@/components/instant-book-badge';
import { useAvailabilityText } from '@/lib/use-availability-text';
import { formatMoney } from '@/lib/format';
import { DriverPhoto } from './driver-photo';
import { DriverRating } from './driver-rating';
import { SpecialtyChips } from './specialty-chips';

/**
 * Everything a driver's page says about them: photo, name, rating, whether they are
 * online, town, experience, age and rate, then their bio, specialties and availability.
 */
export function DriverDetails({ driver }: { driver: DriverView }) {
  const { t } = useTranslation();
  const availabilityText = useAvailabilityText();
  return (
    <>
      <div className="flex flex-col gap-5 sm:flex-row">
        <DriverPhoto
          driver={driver}
          alt={t('drivers.photoOf', { name: driver.name })}
          sizes="160px"
          priority
          className="w-40 shrink-0 rounded-2xl"
        />
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {driver.name}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <DriverRating driver={driver} />
            <Badge tone={driver.is_available ? 'green' : 'stone'}>
              {driver.is_available ? t('drivers.available') : t('drivers.offline')}
            </Badge>
            {driver.instant_book && <InstantBookBadge />}
          </div>
          <p className="mt-2 text-stone-700">
            {driver.location} · {t('drivers.experienceYears', { count: driver.experience })} ·{' '}
            {t('drivers.age', { age: String(driver.age) })}
          </p>
          <p className="mt-2 text-xl font-bold text-brand-800">
            {t('drivers.perHour', { price: formatMoney(driver.price_per_hour) })}
          </p>
        </div>
      </div>
      {driver.bio && (
        <DetailSection id="driver-about" title={t('drivers.about')}>
          <p className="mt-1 whitespace-pre-line text-stone-700">{driver.bio}</p>
        </DetailSection>
      )}
      <DetailSection id="driver-specialties" title={t('drivers.specialties')}>
        <SpecialtyChips specialties={driver.specialties} />
      </DetailSection>
      <DetailSection id="driver-availability" title={t('drivers.availability')}>
        <p className="mt-1 text-stone-700">{availabilityText(driver.availability)}</p>
        {driver.availability_notes && (
          <p className="mt-1 text-stone-700 italic">{driver.availability_notes}</p>
        )}
      </DetailSection>
    </>
  );
}
