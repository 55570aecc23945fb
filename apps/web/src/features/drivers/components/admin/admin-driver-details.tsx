import { isPublicDriver, type AdminDriverView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { DriverPhoto } from '../driver-photo';
import { DriverRating } from '../driver-rating';
import { SpecialtyChips } from '../specialty-chips';
import { ActiveBadge, VerificationBadge, verificationOf } from './driver-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * Everything about one driver for the admin (rules §3.1, §8.8): the profile with its
 * private details (licence, the account's email and phone), where the driver's licence and
 * the account's own licence stand, and the public page while the public can see them
 * (verified and active, rules §3.4).
 */
export function AdminDriverDetails({
  driver,
  onViewLicence,
}: {
  driver: AdminDriverView;
  onViewLicence: () => void;
}) {
  const { t } = useTranslation();
  const isPublic = isPublicDriver(driver);
  return (
    <div className="space-y-5">
      <div className="flex items-center gap-4">
        <DriverPhoto
          driver={driver}
          alt={t('drivers.photoOf', { name: driver.name })}
          sizes="80px"
          className="w-20 shrink-0 rounded-full [&_div]:text-2xl"
        />
        <div className="min-w-0">
          <p className="text-xl font-bold text-stone-900">{driver.name}</p>
          <p className="text-stone-700">{t('drivers.age', { age: String(driver.age) })}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <VerificationBadge driver={driver} />
            <ActiveBadge active={driver.is_active} />
            <DriverRating driver={driver} />
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <Fact label={t('adminDrivers.email')}>
          <span className="break-all">{driver.user.email}</span>
        </Fact>
        <Fact label={t('adminDrivers.columns.phone')}>
          {driver.user.phone_number ?? t('adminDrivers.noPhone')}
        </Fact>
        <Fact label={t('adminDrivers.columns.experience')}>
          {t('adminDrivers.years', { count: driver.experience })}
        </Fact>
        <Fact label={t('adminDrivers.columns.location')}>{driver.location}</Fact>
        <Fact label={t('adminDrivers.columns.rate')}>
          {t('drivers.perHour', { price: formatMoney(driver.price_per_hour) })}
        </Fact>
        <Fact label={t('adminDrivers.availability')}>
          {driver.is_available ? t('drivers.available') : t('drivers.offline')}
        </Fact>
        <Fact label={t('adminDrivers.licenceNumber')}>
          {driver.license_number ?? t('adminDrivers.notGiven')}
        </Fact>
        {/* rules §1.9, §3.4: two licences, each named, so neither reads as the other's state. */}
        <Fact label={t('adminDrivers.driverLicence')}>
          {t(`adminDrivers.verification.${verificationOf(driver)}`)}
        </Fact>
        <Fact label={t('adminDrivers.accountLicence')}>
          {t(`adminDrivers.accountLicenceStatus.${driver.user.license_verification_status}`)}
        </Fact>
        <Fact label={t('adminDrivers.joined')}>{formatDateTime(driver.created_at)}</Fact>
      </dl>
      <div>
        <p className="text-sm text-stone-600">{t('drivers.specialties')}</p>
        {driver.specialties.length > 0 ? (
          <SpecialtyChips specialties={driver.specialties} />
        ) : (
          <p className="font-medium text-stone-900">{t('adminDrivers.notGiven')}</p>
        )}
      </div>
      <div>
        <p className="text-sm text-stone-600">{t('adminDrivers.availabilityNotes')}</p>
        <p className="mt-0.5 text-stone-900">
          {driver.availability_notes || t('adminDrivers.notGiven')}
        </p>
      </div>
      <div>
        <p className="text-sm text-stone-600">{t('drivers.about')}</p>
        <p className="mt-0.5 whitespace-pre-line text-stone-900">
          {driver.bio || t('adminDrivers.notGiven')}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onViewLicence}>
          {t('adminDrivers.viewLicence')}
        </Button>
        <Link
          to={paths.adminCalendar('driver', driver.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {t('adminDrivers.calendarLink')}
        </Link>
        {isPublic ? (
          <Link
            to={paths.driver(driver.id)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {t('adminDrivers.publicPage')}
          </Link>
        ) : (
          <p className="text-sm text-stone-600">{t('adminDrivers.hiddenNote')}</p>
        )}
      </div>
    </div>
  );
}
