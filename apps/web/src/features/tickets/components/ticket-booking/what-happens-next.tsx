import type { ChannelsView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useChannels } from '@/lib/server-reach';

/** How the answer reaches the traveller besides the app: only by what this server sends. */
function answerChannels(channels: ChannelsView | undefined) {
  if (channels?.sms && channels.email) return 'both';
  if (channels?.sms) return 'sms';
  if (channels?.email) return 'email';
  return 'app';
}

/**
 * 'What happens next' (rules §6.2): the team's answer comes by person, payment off the
 * platform, and the answer is a notification — in the app always, by SMS and email where
 * this server sends them (rules §10.1, §10.3).
 */
export function WhatHappensNext() {
  const { t } = useTranslation();
  const channels = useChannels();
  const steps = [
    ['review', t('ticketBooking.next.steps.review')],
    ['contact', t('ticketBooking.next.steps.contact')],
    ['payment', t('ticketBooking.next.steps.payment')],
    ['updates', t(`ticketBooking.next.steps.updates.${answerChannels(channels)}`)],
  ] as const;
  return (
    <section
      aria-labelledby="ticket-next"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-4 sm:p-6"
    >
      <h2 id="ticket-next" className="text-xl font-bold text-stone-900">
        {t('ticketBooking.next.title')}
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map(([step, text], index) => (
          <li key={step} className="flex items-start gap-3 text-stone-800">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-sky-900 ring-1 ring-sky-200"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{text}</span>
          </li>
        ))}
      </ol>
      <Link
        to={paths.myTicketBookings}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {t('ticketBooking.next.seeRequests')}
      </Link>
    </section>
  );
}
