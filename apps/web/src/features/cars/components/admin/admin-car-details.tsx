import { carTitle, type CarView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { CarCarousel } from '../car-carousel';
import { useAvailabilityText } from '@/lib/use-availability-text';
import { CarStatusBadge } from './car-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

/**
 * Everything about one car for the admin (rules §8.7): its photos and every field,
 * the private plate, the owner, when it is free, its features, when it was listed and last
 * changed, and its public page while the public can see it.
 */
export function AdminCarDetails({ car }: { car: CarView }) {
  const { t } = useTranslation();
  const availabilityText = useAvailabilityText();
  const title = carTitle(car);
  return (
    <div className="space-y-5">
      <CarCarousel images={car.images} title={title} />
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t(`cars.type.${car.car_type}`)}</Badge>
        <CarStatusBadge active={car.is_active} />
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <Fact label={t('adminCars.columns.owner')}>{car.owner.name}</Fact>
        <Fact label={t('adminCars.columns.location')}>{car.location}</Fact>
        <Fact label={t('adminCars.columns.price')}>{formatMoney(car.price_per_hour)}</Fact>
        <Fact label={t('adminCars.plate')}>{car.license_plate ?? t('adminCars.noPlate')}</Fact>
        <Fact label={t('cars.availabilityTitle')}>{availabilityText(car.availability)}</Fact>
        <Fact label={t('adminCars.availabilityNotes')}>
          {car.availability_notes || t('adminCars.none')}
        </Fact>
        <Fact label={t('adminCars.created')}>{formatDateTime(car.created_at)}</Fact>
        <Fact label={t('adminCars.updated')}>{formatDateTime(car.updated_at)}</Fact>
      </dl>
      <div>
        <p className="text-sm text-stone-600">{t('adminCars.description')}</p>
        <p className="mt-0.5 whitespace-pre-line text-stone-900">{car.description}</p>
      </div>
      <div>
        <p className="text-sm text-stone-600">{t('cars.features')}</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {car.features.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
            >
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <Link
        to={paths.adminCalendar('car', car.id)}
        className="flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
      >
        {t('adminCars.calendarLink')}
      </Link>
      {car.is_active ? (
        <Link
          to={paths.car(car.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {t('adminCars.publicPage')}
        </Link>
      ) : (
        <p className="text-sm text-stone-600">{t('adminCars.hiddenNote')}</p>
      )}
    </div>
  );
}
