import { carTitle, kigaliIso } from '@kodesha/domain';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { CalendarItem, CalendarStretch } from '@/lib/calendar-availability';
import { useSimilarItems } from '../api/similar-items';

/**
 * rules §4.17: after a request was refused because its time was taken, up to 3 listings
 * like this one that are free then, each linking to its page with the same window (its
 * booking form comes filled in).
 */
export function SimilarItems({ item, window }: { item: CalendarItem; window: CalendarStretch }) {
  const { t } = useTranslation();
  const similar = useSimilarItems(item, window);
  if (similar.isPending || similar.isError) return null;
  const search = `?${new URLSearchParams({ from: kigaliIso(window.from), until: kigaliIso(window.until) })}`;
  const cards =
    similar.data.type === 'car'
      ? similar.data.items.map((car) => ({
          id: car.id,
          to: `${paths.car(car.id)}${search}`,
          name: carTitle(car),
          location: car.location,
          price: car.price_per_hour,
        }))
      : similar.data.items.map((driver) => ({
          id: driver.id,
          to: `${paths.driver(driver.id)}${search}`,
          name: driver.name,
          location: driver.location,
          price: driver.price_per_hour,
        }));
  return (
    <section aria-labelledby="similar-title" className="space-y-2">
      <h3 id="similar-title" className="text-sm font-bold text-stone-900">
        {item.type === 'car' ? t('calendar.similarCars') : t('calendar.similarDrivers')}
      </h3>
      {cards.length === 0 ? (
        <p className="text-sm text-stone-600">{t('calendar.similarNone')}</p>
      ) : (
        <ul className="space-y-2">
          {cards.map((card) => (
            <li key={card.id}>
              <Link
                to={card.to}
                className="block rounded-xl border border-stone-200 p-3 hover:border-brand-600 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <span className="block font-semibold text-stone-900">{card.name}</span>
                <span className="block text-sm text-stone-700">
                  {card.location} · {t('calendar.perHour', { price: formatMoney(card.price) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
