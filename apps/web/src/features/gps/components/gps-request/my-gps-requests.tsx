import type { GpsRequestView } from '@kodesha/domain';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useMyGpsRequests } from '../../api/my-gps-requests';
import { MyGpsRequestCard } from './my-gps-request-card';

/** The dashboard shows this many of the newest requests until the owner asks for all. */
export const gpsRequestsShown = 5;

/**
 * The owner dashboard's 'GPS Tracker Requests' (rules §7.2, §2.10): the owner's requests,
 * newest first, each with the team's answer; none yet invites a first one.
 */
export function MyGpsRequests() {
  const { t } = useTranslation();
  const requests = useMyGpsRequests();
  return (
    <section aria-labelledby="gps-requests-title" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id="gps-requests-title" className="text-2xl font-bold text-stone-900">
            {t('gpsRequest.list.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('gpsRequest.list.intro')}</p>
        </div>
        {/* With nothing asked yet, the empty state's own button says it. */}
        {requests.data !== undefined && requests.data.length > 0 && (
          <Link
            to={paths.ownerGpsRequest}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('gpsRequest.list.request')}
          </Link>
        )}
      </div>
      <div className="mt-4">
        <QueryGate
          query={requests}
          loading={<Spinner label={t('gpsRequest.list.loading')} />}
          error={{ text: <p>{t('gpsRequest.list.failed')}</p> }}
          isEmpty={(list) => list.length === 0}
          empty={<NoGpsRequestsYet />}
        >
          {(list) => <GpsRequestList requests={list} />}
        </QueryGate>
      </div>
    </section>
  );
}

function GpsRequestList({ requests }: { requests: GpsRequestView[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? requests : requests.slice(0, gpsRequestsShown);
  return (
    <>
      <ul id={listId} className="grid gap-4 lg:grid-cols-2">
        {shown.map((request) => (
          <li key={request.id}>
            <MyGpsRequestCard request={request} />
          </li>
        ))}
      </ul>
      {requests.length > gpsRequestsShown && (
        <Button
          variant="secondary"
          className="mt-4 w-full sm:w-auto"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((open) => !open)}
        >
          {all
            ? t('gpsRequest.list.showFewer')
            : t('gpsRequest.list.showAll', { count: requests.length })}
        </Button>
      )}
    </>
  );
}

function NoGpsRequestsYet() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-8 text-center">
      <p className="text-lg font-semibold text-stone-900">{t('gpsRequest.list.emptyTitle')}</p>
      <p className="mx-auto mt-1 max-w-md text-stone-700">{t('gpsRequest.list.emptyText')}</p>
      <ButtonLink to={paths.ownerGpsRequest} className="mt-4">
        {t('gpsRequest.list.request')}
      </ButtonLink>
    </div>
  );
}
