import { useTranslation } from '@/lib/i18n';
import { PinIcon } from '@/components/ui/icons';
import { popularDestinations, type PopularDestination } from './ticket-destination-options';

/**
 * Popular Destinations (rules §6.2): the East African countries, each with its
 * first city; choosing one fills in the form's destination and takes the reader there.
 */
export function PopularDestinations({
  onChoose,
}: {
  onChoose: (destination: PopularDestination) => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="ticket-destinations"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="ticket-destinations" className="text-xl font-bold text-stone-900">
        {t('ticketBooking.destinations.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('ticketBooking.destinations.text')}</p>
      <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {popularDestinations.map((destination) => (
          <li key={destination.code}>
            {/* Named by its visible words, then what it does (WCAG 2.5.3, label in name). */}
            <button
              type="button"
              onClick={() => onChoose(destination)}
              className="flex h-full min-h-14 w-full items-start gap-2 rounded-xl border border-stone-200 bg-white px-2.5 py-2.5 text-left hover:border-brand-600 hover:bg-brand-50"
            >
              <PinIcon className="mt-0.5 hidden size-4 shrink-0 text-brand-700 sm:block" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-stone-900">
                  {destination.city}
                </span>
                <span className="sr-only">, </span>
                <span className="block text-xs text-stone-600">{destination.country}</span>
                <span className="sr-only">: {t('ticketBooking.destinations.chooseHint')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
