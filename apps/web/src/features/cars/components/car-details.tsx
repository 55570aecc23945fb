import { carTitle, type CarView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { DetailSection } from '@/components/ui/detail-section';
import { InstantBookBadge } from '@/components/instant-book-badge';
import { CheckIcon } from '@/components/ui/icons';
import { CarCarousel } from './car-carousel';
import { PriceGrid } from './price-grid';
import { useAvailabilityText } from '@/lib/use-availability-text';

/**
 * Everything a car page says about the car: its photos, title and type, town and owner,
 * prices, when it is free, the owner's description, features, and what to know before
 * renting.
 */
export function CarDetails({ car }: { car: CarView }) {
  const { t } = useTranslation();
  const availabilityText = useAvailabilityText();
  const title = carTitle(car);
  return (
    <>
      <CarCarousel images={car.images} title={title} />
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
            {title}
          </h1>
          <Badge>{t(`cars.type.${car.car_type}`)}</Badge>
          {car.instant_book && <InstantBookBadge />}
          {!car.is_active && <Badge tone="amber">{t('cars.inactiveBadge')}</Badge>}
        </div>
        <p className="mt-1 text-stone-700">
          {car.location} · {t('cars.listedBy', { name: car.owner.name })}
        </p>
      </header>
      <PriceGrid pricePerHour={car.price_per_hour} />
      <DetailSection id="availability-title" title={t('cars.availabilityTitle')}>
        <p className="mt-1 text-stone-700">{availabilityText(car.availability)}</p>
        {car.availability_notes && (
          <p className="mt-1 text-stone-700 italic">{car.availability_notes}</p>
        )}
      </DetailSection>
      <DetailSection id="about-title" title={t('cars.about')}>
        <p className="mt-1 whitespace-pre-line text-stone-700">{car.description}</p>
      </DetailSection>
      <DetailSection id="features-title" title={t('cars.features')}>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {car.features.map((feature) => (
            <li key={feature} className="flex items-center gap-2 text-stone-800">
              <CheckIcon />
              {feature}
            </li>
          ))}
        </ul>
      </DetailSection>
      <section
        aria-labelledby="important-title"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5"
      >
        <h2 id="important-title" className="text-lg font-bold text-amber-900">
          {t('cars.importantTitle')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
          <li>{t('cars.important.direct')}</li>
          <li>{t('cars.important.licence')}</li>
          <li>{t('cars.important.inspect')}</li>
          <li>{t('cars.important.fuel')}</li>
        </ul>
      </section>
    </>
  );
}
