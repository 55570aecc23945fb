import type { GpsRequestView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { PinIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { formatGpsDate } from '../gps-parts';

/** 'Toyota RAV4 2020', or without the year when the owner gave none. */
export const gpsCarTitle = (request: GpsRequestView) =>
  [request.car_make, request.car_model, request.car_year].filter(Boolean).join(' ');

/**
 * Where the car is: the listed car's town when the request names one of the owner's
 * cars, else where the technician should come.
 */
export const gpsCarPlace = (request: GpsRequestView) =>
  request.car?.location ?? request.installation_location;

/** The car: make, model and year, its plate and reference, and where it is. */
export function GpsCarSummary({ request }: { request: GpsRequestView }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="block font-semibold break-words text-stone-900">{gpsCarTitle(request)}</span>
      <span className="block text-stone-700">
        <span className="whitespace-nowrap">
          {t('adminGps.plateShort', { plate: request.license_plate })}
        </span>
        <span className="text-stone-500"> · </span>
        <span className="font-mono text-xs text-stone-600">{request.reference}</span>
      </span>
      <span className="mt-0.5 flex items-start gap-1 break-words text-stone-700">
        <PinIcon className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <span className="min-w-0">{gpsCarPlace(request)}</span>
      </span>
    </>
  );
}

/** The owner's account (what the search reads) and the phone the team calls. */
export function GpsOwnerSummary({ request }: { request: GpsRequestView }) {
  return (
    <>
      <span className="block font-semibold break-words text-stone-900">{request.user.name}</span>
      <span className="block break-all text-stone-600">{request.user.email}</span>
      <span className="block whitespace-nowrap text-stone-600">{request.contact_phone}</span>
    </>
  );
}

/** The day it was sent, in Kigali. */
export function GpsRequestedDate({ request }: { request: GpsRequestView }) {
  return (
    <time dateTime={request.requested_at} className="text-stone-900">
      {formatDate(request.requested_at)}
    </time>
  );
}

/**
 * The installation date once the team set it; else a dash (read out as 'Not scheduled'),
 * and the day the owner would like, which is what the team schedules from.
 */
export function GpsInstallationDate({ request }: { request: GpsRequestView }) {
  const { t } = useTranslation();
  if (request.installation_date)
    return (
      <time dateTime={request.installation_date} className="font-semibold text-stone-900">
        {formatGpsDate(request.installation_date)}
      </time>
    );
  return (
    <>
      <span className="text-stone-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('adminGps.notScheduled')}</span>
      </span>
      {request.status === 'pending' && request.preferred_installation_date && (
        <span className="block text-xs text-stone-600">
          {t('adminGps.preferredShort', {
            date: formatGpsDate(request.preferred_installation_date),
          })}
        </span>
      )}
    </>
  );
}
