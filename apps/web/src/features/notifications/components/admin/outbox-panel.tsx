import {
  canResend,
  type AdminNotificationView as OutboxRowView,
  type DeliveryStatus,
} from '@kodesha/domain';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { useBusyIds } from '@/lib/use-list-filters';
import { useFailureText } from '@/lib/use-message';
import { useOutbox, useResendNotification } from '../../api/admin-notifications';
import { InboundSmsPanel } from './inbound-sms-panel';
import { OutboxFilterBar, useOutboxFilters } from './outbox-filters';

const statusTone: Record<DeliveryStatus, 'green' | 'amber' | 'red' | 'stone'> = {
  queued: 'amber',
  sent: 'green',
  delivered: 'green',
  failed: 'red',
  skipped: 'stone',
  unknown: 'red',
};

/** The words of one row, the same in the table and on the cards. */
function useRowText() {
  const { t } = useTranslation();
  return {
    when: (row: OutboxRowView) => (
      <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>
    ),
    person: (row: OutboxRowView) => (
      <>
        {row.user_id === null ? (
          // An SMS answer to a number no account holds.
          <span className="text-stone-600">{t('adminNotifications.noAccount')}</span>
        ) : (
          <>
            <span className="font-semibold text-stone-900">{row.user_name}</span>
            <span className="block text-stone-600">
              {t('adminNotifications.person', { id: String(row.user_id) })}
            </span>
          </>
        )}
        {row.recipient && (
          <span className="block break-all text-stone-600">
            {t('adminNotifications.to', { recipient: row.recipient })}
          </span>
        )}
      </>
    ),
    channel: (row: OutboxRowView) => t(`adminNotifications.channels.${row.channel}`),
    kind: (row: OutboxRowView) => t(`adminNotifications.types.${row.type}`),
    status: (row: OutboxRowView) => (
      <>
        <Badge tone={statusTone[row.status]}>
          {t(`adminNotifications.statuses.${row.status}`)}
        </Badge>
        <span className="mt-1 block text-xs text-stone-600">
          {t('adminNotifications.attempts', { count: row.attempts })}
        </span>
        {row.sent_at && (
          <span className="block text-xs text-stone-600">
            {t('adminNotifications.sentAt', { time: formatDateTime(row.sent_at) })}
          </span>
        )}
        {row.provider_message_id && (
          // Taken by the gateway: an unknown or failed one may have arrived all the same.
          <span className="block text-xs break-all text-stone-600">
            {t(
              row.status === 'unknown' || row.status === 'failed'
                ? 'adminNotifications.mayHaveArrived'
                : 'adminNotifications.gatewayId',
              { id: row.provider_message_id },
            )}
          </span>
        )}
        {row.last_error &&
          // A skipped message was never tried: its line says why, not what went wrong.
          (row.status === 'skipped' ? (
            <span className="mt-1 block text-xs break-words text-stone-700">
              {t('adminNotifications.skippedBecause', { reason: row.last_error })}
            </span>
          ) : (
            <span className="mt-1 block text-xs break-words text-red-800">
              {t('adminNotifications.lastError', { error: row.last_error })}
            </span>
          ))}
      </>
    ),
    message: (row: OutboxRowView) =>
      row.text ? (
        <span className="block break-words whitespace-pre-line">{row.text}</span>
      ) : (
        <span className="text-stone-500">{t('adminNotifications.noText')}</span>
      ),
  };
}

function ResendButton({
  row,
  busy,
  onResend,
}: {
  row: OutboxRowView;
  busy: boolean;
  onResend: (row: OutboxRowView) => void;
}): ReactNode {
  const { t } = useTranslation();
  if (!canResend(row)) return null;
  return (
    <Button variant="secondary" disabled={busy} onClick={() => onResend(row)}>
      {busy ? t('adminNotifications.resending') : t('adminNotifications.resend')}
    </Button>
  );
}

type RowsProps = {
  rows: OutboxRowView[];
  busyIds: ReadonlySet<number>;
  onResend: (row: OutboxRowView) => void;
};

/** Wide screens: one row per message. */
function OutboxTable({ rows, busyIds, onResend }: RowsProps) {
  const { t } = useTranslation();
  const text = useRowText();
  const columns = ['created', 'person', 'channel', 'kind', 'status', 'message', 'actions'] as const;
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('adminNotifications.tableLabel')}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {t(`adminNotifications.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">{text.when(row)}</td>
              <td className="px-4 py-3">{text.person(row)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{text.channel(row)}</td>
              <td className="px-4 py-3">{text.kind(row)}</td>
              <td className="px-4 py-3">{text.status(row)}</td>
              <td className="max-w-sm px-4 py-3 text-stone-700">{text.message(row)}</td>
              <td className="px-4 py-3">
                <ResendButton row={row} busy={busyIds.has(row.id)} onResend={onResend} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones and tablets: one card per message, nothing wider than the screen. */
function OutboxCards({ rows, busyIds, onResend }: RowsProps) {
  const { t } = useTranslation();
  const text = useRowText();
  return (
    <ol className="space-y-3 lg:hidden" aria-label={t('adminNotifications.tableLabel')}>
      {rows.map((row) => (
        <li key={row.id} className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
          <p className="font-semibold text-stone-900">
            {text.kind(row)} · {text.channel(row)}
          </p>
          <p className="text-stone-600">{text.when(row)}</p>
          <p className="mt-2">{text.person(row)}</p>
          <div className="mt-2">{text.status(row)}</div>
          <div className="mt-2 text-stone-700">{text.message(row)}</div>
          <div className="mt-3">
            <ResendButton row={row} busy={busyIds.has(row.id)} onResend={onResend} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The admin's Notifications tab (rules §10.8, §10.9): the outbox, newest first, by
 * status, channel, kind and person; each message's words as sent; a failed send, or one a
 * dying process left `unknown`, can be sent again (the server audits it). Below it, the
 * SMS received (rules §10.10).
 */
export function OutboxPanel() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [filters, change] = useOutboxFilters();
  const outbox = useOutbox(filters);
  const resend = useResendNotification();
  const [busyIds, setBusy] = useBusyIds();
  const filtered = Boolean(filters.status || filters.channel || filters.type || filters.user_id);

  const onResend = (row: OutboxRowView) => {
    setBusy(row.id, true);
    resend.mutate(row.id, {
      onSuccess: () => toast.success(t('adminNotifications.resent')),
      onError: (error) => toast.error(failureText(error, t('adminNotifications.resendFailed'))),
      onSettled: () => setBusy(row.id, false),
    });
  };

  return (
    <div className="space-y-10">
      <section aria-labelledby="outbox-heading" className="space-y-5">
        <div>
          <h2 id="outbox-heading" className="text-xl font-bold text-stone-900">
            {t('adminNotifications.heading')}
          </h2>
          <p className="text-sm text-stone-600">{t('adminNotifications.intro')}</p>
        </div>
        <OutboxFilterBar filters={filters} onChange={change} />
        <QueryGate
          query={outbox}
          error={{ title: t('adminNotifications.loadFailed') }}
          isEmpty={(page) => page.data.length === 0}
          empty={
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
              {filtered ? t('adminNotifications.emptyFiltered') : t('adminNotifications.empty')}
            </p>
          }
        >
          {(page) => (
            <div aria-busy={outbox.isFetching}>
              <OutboxTable rows={page.data} busyIds={busyIds} onResend={onResend} />
              <OutboxCards rows={page.data} busyIds={busyIds} onResend={onResend} />
              <Pagination
                page={page.current_page}
                lastPage={page.last_page}
                label={t('adminNotifications.pagesLabel')}
                onPage={(next) => change({ ...filters, page: next })}
              />
            </div>
          )}
        </QueryGate>
      </section>
      <InboundSmsPanel />
    </div>
  );
}
