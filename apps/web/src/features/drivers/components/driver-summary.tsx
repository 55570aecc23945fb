import type { DriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatMoney } from '@/lib/format';
import { DriverPhoto } from './driver-photo';
import { DriverRating } from './driver-rating';
import { SpecialtyChips } from './specialty-chips';

/**
 * A driver's essentials beside their booking form: age, experience, rating (honest: "New"
 * without reviews, rules §3.6), rate, specialties and bio.
 */
export function DriverSummary({ driver }: { driver: DriverView }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row">
        <DriverPhoto
          driver={driver}
          alt={t('drivers.photoOf', { name: driver.name })}
          sizes="128px"
          priority
          className="w-32 shrink-0 rounded-2xl"
        />
        <div className="space-y-1">
          <DriverRating driver={driver} />
          <p className="text-stone-700">
            {driver.location} · {t('drivers.experienceYears', { count: driver.experience })} ·{' '}
            {t('drivers.age', { age: String(driver.age) })}
          </p>
          <p className="text-xl font-bold text-brand-800">
            {t('drivers.perHour', { price: formatMoney(driver.price_per_hour) })}
          </p>
        </div>
      </div>
      <SpecialtyChips specialties={driver.specialties} />
      {driver.bio && <p className="whitespace-pre-line text-stone-700">{driver.bio}</p>}
    </>
  );
}
