import { carTitle, type CarView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { CarPhoto } from './car-photo';
import { formatMoney } from '@/lib/format';
import { PriceGrid } from './price-grid';

/** A car's essentials beside its booking form: photo, town, owner, price, notes and tiers. */
export function CarSummary({ car }: { car: CarView }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row">
        <CarPhoto
          image={car.images[0]}
          alt={carTitle(car)}
          sizes="(min-width: 640px) 224px, calc(100vw - 32px)"
          className="w-full rounded-2xl sm:w-56 sm:shrink-0"
          priority
        />
        <div>
          <p className="text-stone-700">
            {car.location} · {t('cars.listedBy', { name: car.owner.name })}
          </p>
          <p className="mt-1 text-xl font-bold text-brand-800">
            {t('cars.perHour', { price: formatMoney(car.price_per_hour) })}
          </p>
          {car.availability_notes && (
            <p className="mt-1 text-sm text-stone-700 italic">{car.availability_notes}</p>
          )}
        </div>
      </div>
      <PriceGrid pricePerHour={car.price_per_hour} />
    </>
  );
}
