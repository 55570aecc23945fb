import type { BookingEventView, BookingItemType } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { DetailSection } from '@/components/ui/detail-section';
import { formatDateTime } from '@/lib/format';

/** Who made a move, as the timeline says it; the server's confirmation is Instant Book's. */
function byWhom(event: BookingEventView, provider: 'owner' | 'driver') {
  if (event.by === 'provider') return provider;
  if (event.by === 'system' && event.to_status === 'confirmed') return 'instant';
  return event.by;
}

/**
 * Every status change from the booking's history: what, who (and whether by SMS), when,
 * and why for a cancel, with the provider's own words when they gave a reason to decline.
 */
export function BookingTimeline({
  history,
  itemType,
}: {
  history: BookingEventView[];
  itemType: BookingItemType;
}) {
  const provider = itemType === 'car' ? 'owner' : 'driver';
  const { t } = useTranslation();
  return (
    <DetailSection id="booking-timeline" title={t('bookings.timeline')}>
      <ol className="mt-3 space-y-4 border-l-2 border-stone-200 pl-5">
        {history.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              aria-hidden
              className={`absolute top-1.5 -left-[1.73rem] size-3 rounded-full ring-4 ring-white ${event.to_status === 'cancelled' ? 'bg-red-600' : 'bg-brand-700'}`}
            />
            <p className="font-semibold text-stone-900">
              {t(`bookings.event.${event.to_status}`)}{' '}
              <span className="font-normal text-stone-600">
                {t(`bookings.by.${byWhom(event, provider)}`)}
                {/* rules §10.10: an answer sent by SMS says so. */}
                {event.via === 'sms' && ` ${t('bookings.viaSms')}`}
              </span>
            </p>
            {event.reason && (
              <p className="text-sm text-stone-700">{t(`bookings.reason.${event.reason}`)}</p>
            )}
            {/* rules §4.4: the provider's reason for declining, as they wrote it, for both. */}
            {event.note && (
              <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-800">
                {t('bookings.reasonGiven')} <q className="italic">{event.note}</q>
              </p>
            )}
            <p className="text-sm text-stone-600">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </DetailSection>
  );
}
