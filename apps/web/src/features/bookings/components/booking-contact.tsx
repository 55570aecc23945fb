import { showsProviderPhone, type BookingDetailView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { ChatLink } from '@/components/chat-link';
import { buttonClass } from '@/components/ui/button';

/**
 * Contact Owner/Driver within rules §4.8: phones only between the two parties,
 * and a chat about the booked car or driver (admins look on; they do not chat).
 */
export function BookingContact({ booking }: { booking: BookingDetailView }) {
  const { t } = useTranslation();
  const forClient = booking.viewer === 'client';
  const listed = Boolean(booking.car ?? booking.driver);
  const chatLabel = forClient
    ? booking.item_type === 'car'
      ? t('chat.chatWithOwner')
      : t('chat.chatWithDriver')
    : t('chat.messageClient');
  const person = forClient ? booking.provider : booking.user;
  const title = forClient
    ? booking.item_type === 'car'
      ? t('bookings.contactOwner')
      : t('bookings.contactDriver')
    : t('bookings.contactClient');
  const email = forClient ? null : booking.user.email;
  // A client sees the provider's phone only once the request is agreed.
  const hidden = !showsProviderPhone(booking.viewer, booking.status);
  return (
    <section
      aria-labelledby="booking-contact"
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="booking-contact" className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <p className="mt-1 font-semibold text-stone-900">{person.name}</p>
      {person.phone ? (
        <a
          href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}
          className={buttonClass('primary', 'mt-3 w-full')}
        >
          {t('bookings.call', { phone: person.phone })}
        </a>
      ) : (
        <p className="mt-2 text-sm text-stone-700">
          {hidden && booking.status === 'pending'
            ? t('bookings.contactAfterConfirm')
            : t('bookings.noPhone')}
        </p>
      )}
      {email && (
        <a
          href={`mailto:${email}`}
          className="mt-2 block text-sm font-semibold break-all text-brand-700 hover:underline"
        >
          {t('bookings.email', { email })}
        </a>
      )}
      {booking.viewer !== 'admin' && listed && (
        <ChatLink
          recipientId={person.id}
          subject={booking.item_type}
          subjectId={booking.item_id}
          label={chatLabel}
          className="mt-3"
        />
      )}
    </section>
  );
}
