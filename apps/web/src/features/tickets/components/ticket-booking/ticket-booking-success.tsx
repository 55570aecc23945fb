import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { CheckIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { useMessage } from '@/lib/use-message';
import type { TicketRequestAnswer } from '../../api/request-ticket';

/**
 * The answer to a request (rules §6.7): the server's message, the request's reference
 * and the way to the traveller's requests. It takes the focus when it appears, so a
 * phone that submitted from the bottom of the form shows it and a screen reader reads it.
 */
export function TicketBookingSuccess({ answer }: { answer: TicketRequestAnswer }) {
  const { t } = useTranslation();
  const message = useMessage();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      aria-labelledby="ticket-success-title"
      className="mt-5 scroll-mt-24 rounded-xl border border-brand-200 bg-brand-50 p-4 text-brand-900 sm:p-5"
    >
      <p id="ticket-success-title" className="flex items-center gap-2 text-lg font-semibold">
        <CheckIcon className="size-6 shrink-0 text-brand-700" />
        {t('ticketBooking.success.title')}
      </p>
      <p className="mt-2">{message(answer.message)}</p>
      <p className="mt-2 text-sm font-medium">
        {t('ticketBooking.success.reference', { reference: answer.data.reference })}
      </p>
      <Link
        to={paths.myTicketBookings}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
      >
        {t('ticketBooking.success.viewMine')}
      </Link>
    </div>
  );
}
