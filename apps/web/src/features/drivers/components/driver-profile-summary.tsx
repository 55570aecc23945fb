import type { DriverView } from '@kodesha/domain';
import { InstantBookBadge } from '@/components/instant-book-badge';
import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAvailabilityText } from '@/lib/use-availability-text';

/** The driver's own profile at a glance, the way to edit it, and their public page once verified. */
export function DriverProfileSummary({ driver }: { driver: DriverView }) {
  const { t } = useTranslation();
  const availabilityText = useAvailabilityText();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-600">{t('driver.name')}</dt>
          <dd className="font-medium">{driver.name}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('driver.location')}</dt>
          <dd className="font-medium">{driver.location}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('driver.experience')}</dt>
          <dd className="font-medium">{driver.experience}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-600">{t('driver.price')}</dt>
          <dd className="font-medium">{formatMoney(driver.price_per_hour)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-stone-600">{t('drivers.availability')}</dt>
          <dd className="flex flex-wrap items-center gap-2 font-medium">
            {availabilityText(driver.availability)}
            {/* rules §4.16: whether their requests may be confirmed at once. */}
            {driver.instant_book && <InstantBookBadge />}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-stone-600">{t('driver.specialties')}</dt>
          <dd className="font-medium">
            {driver.specialties.map((specialty) => t(`drivers.specialty.${specialty}`)).join(', ')}
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        <ButtonLink to={paths.driverProfile}>{t('driver.editProfile')}</ButtonLink>
        {driver.license_verification_status === 'verified' && (
          <ButtonLink to={paths.driver(driver.id)} variant="secondary">
            {t('driver.viewPublic')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
