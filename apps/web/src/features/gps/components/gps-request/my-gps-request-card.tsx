import type { GpsRequestView } from '@kodesha/domain';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { formatGpsDate, GpsStatusBadge, preferredTimeLabel } from '../gps-parts';

const answerPanels = {
  pending: 'border-amber-200 bg-amber-50',
  approved: 'border-brand-200 bg-brand-50',
  completed: 'border-stone-200 bg-stone-50',
  rejected: 'border-red-200 bg-red-50',
} as const satisfies Record<GpsRequestView['status'], string>;

/**
 * One of the owner's GPS requests (rules §7.2): the car, where it stands and what that
 * means, when it was asked for and for when, the installation date once the team set it,
 * and the team's note when there is one.
 */
export function MyGpsRequestCard({ request }: { request: GpsRequestView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const preferredDate = request.preferred_installation_date;
  const preferredTime = preferredTimeLabel(t, request.preferred_time);
  const preferred =
    [preferredDate && formatGpsDate(preferredDate), preferredTime].filter(Boolean).join(', ') ||
    t('gpsRequest.list.notSpecified');
  const note = request.admin_notes?.trim() ? request.admin_notes : null;

  return (
    <article
      aria-labelledby={titleId}
      className="h-full rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="min-w-0 font-bold break-words text-stone-900">
          {t('gpsRequest.list.carTitle', {
            make: request.car_make,
            model: request.car_model,
            year: request.car_year ?? '',
          }).trim()}
        </h3>
        <span className="shrink-0">
          <GpsStatusBadge status={request.status} />
        </span>
      </div>
      <p className="text-sm text-stone-600">
        {request.license_plate} · {t('gps.reference', { reference: request.reference })}
      </p>
      <p className="mt-2 text-sm text-stone-800">{t(`gps.statusMeaning.${request.status}`)}</p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 border-t border-stone-100 pt-3 text-sm">
        {/* A refused request will have no installation: 'Not scheduled yet' would promise one. */}
        {(request.installation_date || request.status !== 'rejected') && (
          <>
            <dt className="text-stone-600">{t('gps.installationDate')}</dt>
            <dd className="font-semibold text-stone-900">
              {request.installation_date ? (
                <time dateTime={request.installation_date}>
                  {formatGpsDate(request.installation_date)}
                </time>
              ) : (
                <span className="font-normal text-stone-700">
                  {t('gpsRequest.list.notScheduled')}
                </span>
              )}
            </dd>
          </>
        )}
        <dt className="text-stone-600">{t('gpsRequest.list.preferred')}</dt>
        <dd className="text-stone-900">{preferred}</dd>
        <dt className="text-stone-600">{t('gpsRequest.list.requested')}</dt>
        <dd className="text-stone-900">
          <time dateTime={request.requested_at}>{formatDate(request.requested_at)}</time>
        </dd>
      </dl>
      {note !== null && (
        <dl className={`mt-3 rounded-xl border p-3 text-sm ${answerPanels[request.status]}`}>
          <dt className="font-medium text-stone-700">{t('gps.teamNotes')}</dt>
          <dd className="break-words whitespace-pre-line text-stone-900">{note}</dd>
        </dl>
      )}
    </article>
  );
}
