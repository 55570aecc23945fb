import { carTitle, type BookingDetailView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The car or driver booked, with a link to its page; or that the listing was removed. */
export function BookedItem({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation();
  const { car, driver } = booking;
  if (!car && !driver)
    return (
      <section className="rounded-2xl border border-stone-200 bg-white p-5 text-sm text-stone-700">
        {t('bookings.listingRemoved')}
      </section>
    );
  const photo = car ? car.thumbnail_url : driver?.profile_thumbnail;
  return (
    <section
      aria-labelledby="booked-item"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white"
    >
      {photo && (
        <img src={photo} alt="" className="aspect-video w-full object-cover" loading="lazy" />
      )}
      <div className="p-5">
        <h2 id="booked-item" className="text-sm font-semibold text-stone-500">
          {car ? t('bookings.carDetails') : t('bookings.driverDetails')}
        </h2>
        {car && (
          <>
            <Link
              to={paths.car(car.id)}
              className="text-lg font-bold text-stone-900 hover:underline"
            >
              {carTitle(car)}
            </Link>
            <p className="text-sm text-stone-700">{car.location}</p>
            {car.license_plate && (
              <p className="text-sm text-stone-700">
                {t('bookings.plate')}: <span className="font-semibold">{car.license_plate}</span>
              </p>
            )}
          </>
        )}
        {driver && (
          <>
            <Link
              to={paths.driver(driver.id)}
              className="text-lg font-bold text-stone-900 hover:underline"
            >
              {driver.name}
            </Link>
            <p className="text-sm text-stone-700">
              {driver.location} · {t('bookings.experience', { count: driver.experience })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
