import { gpsMovesFrom, type GpsRequestView, type GpsStatus } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { gpsCarTitle } from './admin-gps-parts';

/** A move an admin can make (rules §7.3): the status it leads to. */
export type GpsMoveTo = Exclude<GpsStatus, 'pending'>;

/** Which part of the details window opens: the facts, or a move ready to make. */
export type GpsOpening = 'details' | GpsMoveTo;

export type AdminGpsHandlers = {
  onOpen: (request: GpsRequestView, opening: GpsOpening) => void;
  /** The requests whose move is being sent: their buttons wait. */
  busyIds: ReadonlySet<number>;
};

/** The words of each move's button. */
export const moveLabelKey = {
  approved: 'adminGps.approve',
  rejected: 'adminGps.reject',
  completed: 'adminGps.complete',
} as const satisfies Record<GpsMoveTo, string>;

/** The moves the domain allows from `status`, in its order (Approve before Reject). */
export const gpsMovesOf = (status: GpsStatus) =>
  gpsMovesFrom(status).filter((to): to is GpsMoveTo => to !== 'pending');

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap disabled:cursor-wait disabled:opacity-60';
const styles = {
  approved: `${actionClass} bg-brand-700 text-white hover:bg-brand-800`,
  completed: `${actionClass} bg-brand-700 text-white hover:bg-brand-800`,
  rejected: `${actionClass} border border-stone-300 bg-white text-red-800 hover:bg-red-50`,
  details: `${actionClass} text-brand-800 hover:bg-brand-50`,
} as const satisfies Record<GpsOpening, string>;

/**
 * View details, and the moves the request allows: Approve and Reject when pending, Mark
 * as Completed when approved (rules §7.3). Each move opens the details window on it rather
 * than sending it, so an approval always carries a date and a note can be written. A
 * table `row` keeps one line; a phone `card` may wrap.
 */
export function AdminGpsActions({
  request,
  handlers,
  place,
}: {
  request: GpsRequestView;
  handlers: AdminGpsHandlers;
  place: 'row' | 'card';
}) {
  const { t } = useTranslation();
  const busy = handlers.busyIds.has(request.id);
  const of = `${gpsCarTitle(request)}, ${request.reference}`;
  return (
    // A row's buttons end at the right edge, so View details lines up down the column.
    <div className={`flex gap-2 ${place === 'row' ? 'flex-nowrap justify-end' : 'flex-wrap'}`}>
      {gpsMovesOf(request.status).map((to) => (
        <button
          key={to}
          type="button"
          className={styles[to]}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={`${t(moveLabelKey[to])}: ${of}`}
          onClick={() => handlers.onOpen(request, to)}
        >
          {t(moveLabelKey[to])}
        </button>
      ))}
      <button
        type="button"
        className={styles.details}
        aria-label={`${t('adminGps.details')}: ${of}`}
        onClick={() => handlers.onOpen(request, 'details')}
      >
        {t('adminGps.details')}
      </button>
    </div>
  );
}
