import type { AdminTicketBookingView } from '@kodesha/domain';
import { CardFact, RecordCards, RecordTable } from '@/components/ui/record-list';
import { useTranslation } from '@/lib/i18n';
import { AdminTicketActions, type AdminTicketHandlers } from './admin-ticket-actions';
import {
  TicketDates,
  TicketKind,
  TicketPassenger,
  TicketRoute,
  TicketStatusCell,
} from './admin-ticket-parts';

const columns = ['passenger', 'type', 'route', 'date', 'status', 'actions'] as const;

/** Wide screens: rules §8.11's columns, one request a row. */
export function AdminTicketTable({
  tickets,
  handlers,
}: {
  tickets: AdminTicketBookingView[];
  handlers: AdminTicketHandlers;
}) {
  const { t } = useTranslation();
  return (
    <RecordTable
      caption={t('adminTickets.tableLabel')}
      columns={columns.map((column) => ({
        key: column,
        label: t(`adminTickets.columns.${column}`),
        actions: column === 'actions',
      }))}
      records={tickets}
      row={(ticket) => (
        <>
          <th scope="row" className="max-w-60 min-w-44 px-4 py-3 font-normal">
            <TicketPassenger ticket={ticket} />
          </th>
          <td className="px-4 py-3 whitespace-nowrap">
            <TicketKind ticket={ticket} />
            <span className="block font-mono text-xs text-stone-600">{ticket.reference}</span>
          </td>
          <td className="max-w-56 min-w-40 px-4 py-3">
            <TicketRoute ticket={ticket} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <TicketDates ticket={ticket} />
          </td>
          <td className="px-4 py-3">
            <TicketStatusCell ticket={ticket} />
          </td>
          <td className="px-4 py-2">
            <AdminTicketActions ticket={ticket} handlers={handlers} place="row" />
          </td>
        </>
      )}
    />
  );
}

/** Phones and tablets: one card a request, nothing wider than the screen. */
export function AdminTicketCards({
  tickets,
  handlers,
}: {
  tickets: AdminTicketBookingView[];
  handlers: AdminTicketHandlers;
}) {
  const { t } = useTranslation();
  return (
    <RecordCards
      label={t('adminTickets.tableLabel')}
      records={tickets}
      name={(ticket) => `${ticket.reference} ${ticket.passenger_name}`}
      card={(ticket) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {t(`tickets.type.${ticket.ticket_type}`)} · {t(`tickets.trip.${ticket.trip_type}`)}
              <span className="block font-mono font-normal tracking-normal normal-case">
                {ticket.reference}
              </span>
            </p>
            <div className="text-right">
              <TicketStatusCell ticket={ticket} />
            </div>
          </div>
          <div className="mt-2 text-base">
            <TicketRoute ticket={ticket} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <CardFact label={t('adminTickets.columns.passenger')} className="col-span-2 min-w-0">
              <TicketPassenger ticket={ticket} />
            </CardFact>
            <CardFact label={t('adminTickets.columns.date')}>
              <TicketDates ticket={ticket} />
            </CardFact>
            <CardFact label={t('adminTickets.travellers')} valueClassName="text-stone-900">
              {t('tickets.passengers', { count: ticket.passengers_count })}
              <span className="block text-stone-700">
                {t(`tickets.class.${ticket.class_type}`)}
              </span>
            </CardFact>
          </dl>
        </>
      )}
      actions={(ticket) => <AdminTicketActions ticket={ticket} handlers={handlers} place="card" />}
    />
  );
}
