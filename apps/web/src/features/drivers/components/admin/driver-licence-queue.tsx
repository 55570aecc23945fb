import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useErrorText } from '@/lib/use-message';
import { useAdminDrivers } from '../../api/admin-drivers';
import { DriverInitial } from './driver-initial';
import { useLicenceReview } from './use-licence-review';

/**
 * The drivers whose licence waits for review (rules §3.4), under the users waiting for
 * theirs when the users tab shows pending licences ("Review Verifications"): each with
 * View licence (the viewer, with Approve and Reject) or Approve and Reject at once.
 */
export function DriverLicenceQueue() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The users tab's URL holds the users' filters and page; this list pages on its own.
  const [page, setPage] = useState(1);
  const queue = useAdminDrivers({ verification: 'pending', page: page > 1 ? page : undefined });
  const review = useLicenceReview();

  // Deciding the last driver of a later page leaves it empty: step back to one that has some.
  const lastPage = queue.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  return (
    <section aria-labelledby="driver-licence-queue" className="space-y-4">
      <h2
        id="driver-licence-queue"
        className="flex flex-wrap items-center gap-2 text-xl font-bold text-stone-900"
      >
        {t('adminDrivers.queue.title')}
        {queue.data && (
          <Badge tone="amber">{t('adminDrivers.queue.waiting', { count: queue.data.total })}</Badge>
        )}
      </h2>
      {queue.isPending && <Spinner label={t('adminDrivers.loading')} />}
      {queue.isError && (
        <LoadError title={t('drivers.errorTitle')} onRetry={() => void queue.refetch()}>
          <p>{errorText(queue.error)}</p>
        </LoadError>
      )}
      {queue.data && queue.data.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          {t('adminDrivers.queue.empty')}
        </p>
      )}
      {queue.data && queue.data.data.length > 0 && (
        <ul className="space-y-3" aria-busy={queue.isPlaceholderData || undefined}>
          {queue.data.data.map((driver) => {
            const busy = review.deciding === driver.id;
            const named = (label: string) => `${label}: ${driver.name}`;
            return (
              <li
                key={driver.id}
                className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <DriverInitial name={driver.name} />
                  <div className="min-w-0">
                    <p className="font-semibold text-stone-900">{driver.name}</p>
                    <p className="text-sm break-words text-stone-700">
                      {driver.location} · {driver.user.phone_number ?? driver.user.email}
                    </p>
                    <p className="text-sm text-stone-600">
                      {t('adminDrivers.queue.registered', { date: formatDate(driver.created_at) })}
                      {driver.license_number &&
                        ` · ${t('adminDrivers.queue.licence', { number: driver.license_number })}`}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => review.view(driver)}
                    aria-label={named(t('adminDrivers.viewLicence'))}
                  >
                    {t('adminDrivers.viewLicence')}
                  </Button>
                  <Button
                    onClick={() => review.decide(driver, 'verified')}
                    disabled={busy}
                    aria-label={named(t('licenceViewer.approve'))}
                  >
                    {t('licenceViewer.approve')}
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => review.decide(driver, 'rejected')}
                    disabled={busy}
                    aria-label={named(t('licenceViewer.reject'))}
                  >
                    {t('licenceViewer.reject')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {queue.data && (
        <Pagination
          page={queue.data.current_page}
          lastPage={queue.data.last_page}
          label={t('adminDrivers.queue.pagination')}
          onPage={setPage}
        />
      )}
      {review.viewer}
    </section>
  );
}
