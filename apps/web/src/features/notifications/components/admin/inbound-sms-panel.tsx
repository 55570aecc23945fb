import { bookingReference, type AdminInboundSmsView } from '@kodesha/domain';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useInboundSms } from '../../api/admin-notifications';

const outcomeTone: Record<AdminInboundSmsView['outcome'], 'green' | 'amber' | 'red' | 'stone'> = {
  received: 'stone',
  unknown_sender: 'red',
  confirmed: 'green',
  declined: 'amber',
  refused: 'amber',
  not_found: 'red',
  locked: 'red',
  stop: 'stone',
  start: 'stone',
};

/** One message received: when, from whom, its words, what it did, the answer sent. */
function InboundItem({ row }: { row: AdminInboundSmsView }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-all text-stone-900">
          {t('adminNotifications.inbound.from', { number: row.from })}
        </p>
        <Badge tone={outcomeTone[row.outcome]}>
          {t(`adminNotifications.inbound.outcomes.${row.outcome}`)}
        </Badge>
      </div>
      <p className="text-stone-600">
        <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
      </p>
      <p className="mt-1 text-stone-700">
        {row.user_id !== null
          ? t('adminNotifications.inbound.account', {
              name: row.user_name ?? '',
              id: String(row.user_id),
            })
          : t('adminNotifications.inbound.unknownSender')}
        {row.booking_id !== null && (
          <span className="block">
            {t('adminNotifications.inbound.booking', { ref: bookingReference(row.booking_id) })}
          </span>
        )}
      </p>
      <blockquote className="mt-2 rounded-lg bg-stone-50 px-3 py-2 font-mono break-words whitespace-pre-line text-stone-900">
        {row.text}
      </blockquote>
      <p className="mt-2 break-words text-stone-700">
        {row.answer
          ? t('adminNotifications.inbound.answer', { text: row.answer })
          : t('adminNotifications.inbound.noAnswer')}
      </p>
      {row.answer_status && (
        <p className="text-xs text-stone-600">
          {t('adminNotifications.inbound.answerStatus', {
            status: t(`adminNotifications.statuses.${row.answer_status as 'sent'}`),
          })}
        </p>
      )}
    </li>
  );
}

/**
 * The SMS received, below the outbox on the admin's Notifications tab (rules §10.10): each
 * with its sender, its words, what it did and the answer sent, newest first.
 */
export function InboundSmsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const inbound = useInboundSms(page);
  return (
    <section aria-labelledby="inbound-sms-heading" className="space-y-4">
      <div>
        <h2 id="inbound-sms-heading" className="text-xl font-bold text-stone-900">
          {t('adminNotifications.inbound.heading')}
        </h2>
        <p className="text-sm text-stone-600">{t('adminNotifications.inbound.intro')}</p>
      </div>
      <QueryGate
        query={inbound}
        error={{ title: t('adminNotifications.inbound.loadFailed') }}
        isEmpty={(data) => data.data.length === 0}
        empty={
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            {t('adminNotifications.inbound.empty')}
          </p>
        }
      >
        {(data) => (
          <div aria-busy={inbound.isFetching}>
            <ol
              className="grid gap-3 lg:grid-cols-2"
              aria-label={t('adminNotifications.inbound.listLabel')}
            >
              {data.data.map((row) => (
                <InboundItem key={row.id} row={row} />
              ))}
            </ol>
            <Pagination
              page={data.current_page}
              lastPage={data.last_page}
              label={t('adminNotifications.inbound.pagesLabel')}
              onPage={setPage}
            />
          </div>
        )}
      </QueryGate>
    </section>
  );
}
