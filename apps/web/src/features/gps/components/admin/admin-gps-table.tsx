import type { GpsRequestView } from '@kodesha/domain';
import { CardFact, RecordCards, RecordTable } from '@/components/ui/record-list';
import { useTranslation } from '@/lib/i18n';
import { GpsStatusBadge } from '../gps-parts';
import { AdminGpsActions, type AdminGpsHandlers } from './admin-gps-actions';
import {
  GpsCarSummary,
  GpsInstallationDate,
  GpsOwnerSummary,
  GpsRequestedDate,
  gpsCarTitle,
} from './admin-gps-parts';

const columns = ['carOwner', 'status', 'requested', 'installation', 'actions'] as const;

/** Wide screens: rules §8.10's columns, one request a row. */
export function AdminGpsTable({
  requests,
  handlers,
}: {
  requests: GpsRequestView[];
  handlers: AdminGpsHandlers;
}) {
  const { t } = useTranslation();
  return (
    <RecordTable
      caption={t('adminGps.tableLabel')}
      columns={columns.map((column) => ({
        key: column,
        label: t(`adminGps.columns.${column}`),
        actions: column === 'actions',
        nowrap: true,
      }))}
      records={requests}
      row={(request) => (
        <>
          <th scope="row" className="min-w-56 px-4 py-3 font-normal">
            {/* The car and its owner side by side where there is room, else stacked. */}
            <div className="grid gap-x-6 gap-y-2 xl:grid-cols-2">
              <div className="min-w-0">
                <GpsCarSummary request={request} />
              </div>
              <div className="min-w-0">
                <GpsOwnerSummary request={request} />
              </div>
            </div>
          </th>
          <td className="px-4 py-3">
            <GpsStatusBadge status={request.status} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <GpsRequestedDate request={request} />
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            <GpsInstallationDate request={request} />
          </td>
          <td className="px-4 py-2">
            <AdminGpsActions request={request} handlers={handlers} place="row" />
          </td>
        </>
      )}
    />
  );
}

/** Phones and tablets: one card a request, nothing wider than the screen. */
export function AdminGpsCards({
  requests,
  handlers,
}: {
  requests: GpsRequestView[];
  handlers: AdminGpsHandlers;
}) {
  const { t } = useTranslation();
  return (
    <RecordCards
      label={t('adminGps.tableLabel')}
      records={requests}
      name={(request) => `${request.reference} ${gpsCarTitle(request)}`}
      card={(request) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0 text-base">
              <GpsCarSummary request={request} />
            </div>
            <div className="shrink-0">
              <GpsStatusBadge status={request.status} />
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-3 border-t border-stone-100 pt-3">
            <CardFact label={t('adminGps.owner')} className="col-span-2 min-w-0">
              <GpsOwnerSummary request={request} />
            </CardFact>
            <CardFact label={t('adminGps.columns.requested')}>
              <GpsRequestedDate request={request} />
            </CardFact>
            <CardFact label={t('adminGps.columns.installation')}>
              <GpsInstallationDate request={request} />
            </CardFact>
          </dl>
        </>
      )}
      actions={(request) => <AdminGpsActions request={request} handlers={handlers} place="card" />}
    />
  );
}
