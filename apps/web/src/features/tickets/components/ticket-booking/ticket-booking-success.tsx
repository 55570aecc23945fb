import { RequestSuccess } from '@/components/request-success';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMessage } from '@/lib/use-message';
import type { TicketBookingAnswer } from '@kodesha/domain';

/**
 * The answer to a request (rules §6.7): the server's message, the request's reference
 * and the way to the traveller's requests.
 */
export function TicketBookingSuccess({ answer }: { answer: TicketBookingAnswer }) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <RequestSuccess
      id="ticket-success-title"
      className="mt-5"
      title={t('ticketBooking.success.title')}
      message={message(answer.message)}
      reference={t('ticketBooking.success.reference', { reference: answer.data.reference })}
      link={{ to: paths.myTicketBookings, label: t('ticketBooking.success.viewMine') }}
    />
  );
}
