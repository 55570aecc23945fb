import type { BookingView, ChannelsView, NotificationSettings } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';
import { useChannels } from '@/lib/server-reach';
import { useSession } from '@/lib/session';

/**
 * How the answer reaches the client besides the app (rules §10.3, §10.5): by SMS only if
 * this server sends them, the client has not turned them off and their phone is verified;
 * by email if the server sends them and the client has not turned them off. While either is
 * still being asked, the app alone: never a promise the server cannot keep.
 */
function answerReach(
  channels: ChannelsView | undefined,
  settings: NotificationSettings | undefined,
  phoneVerified: boolean,
) {
  const sms = Boolean(channels?.sms && settings?.sms && phoneVerified);
  const email = Boolean(channels?.email && settings?.email);
  if (sms && email) return 'both';
  if (sms) return 'sms';
  if (email) return 'email';
  return 'app';
}

/**
 * The confirmation of a request just sent (rules §4.3): the spec's 'Booking request submitted
 * successfully!', then who answers, by when (its start, in Kigali time: the request expires
 * then, rules §4.6) and how the client will hear. `settings` are the client's notification
 * settings, read by the screen.
 */
export function RequestSent({
  booking,
  notice,
  settings,
}: {
  booking: BookingView;
  notice: string;
  settings: NotificationSettings | undefined;
}) {
  const { t } = useTranslation();
  const channels = useChannels();
  const user = useSession()?.user;
  const reach = answerReach(channels, settings, Boolean(user?.is_phone_verified));
  const name = booking.provider.name;
  return (
    <Alert tone="success" title={notice}>
      <p className="font-semibold">{t('bookings.next.title')}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>{t(`bookings.next.who_${booking.item_type}`, { name })}</li>
        <li>{t('bookings.next.until', { start: formatDateTime(booking.start_time) })}</li>
        <li>{t(`bookings.next.hear.${reach}`)}</li>
      </ul>
    </Alert>
  );
}
