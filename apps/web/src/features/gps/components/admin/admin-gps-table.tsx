import type { GpsRequestView } from '@kodesha/domain';
import type { ReactNode } from 'react';
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
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('adminGps.tableLabel')}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 font-semibold whitespace-nowrap ${column === 'actions' ? 'text-right' : ''}`}
              >
                {t(`adminGps.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {requests.map((request) => (
            <tr key={request.id} className="align-top">
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t('adminGps.tableLabel')}>
      {requests.map((request) => (
        <li key={request.id}>
          <article
            aria-label={`${request.reference} ${gpsCarTitle(request)}`}
            className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm"
          >
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
            <div className="mt-auto pt-3">
              <AdminGpsActions request={request} handlers={handlers} place="card" />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** One fact of a phone card: its label above, its value below. */
function CardFact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold text-stone-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
