import type { LicenceDecision, UserView } from '@kodesha/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/use-message';
import { useDecideLicence } from '../api/decide-licence';
import { usePendingLicences } from '../api/pending-licences';
import { LicenceReviewCard } from './licence-review-card';

/** The queue of licences waiting for review: each photo with Verify and Reject, page by page. */
export function LicenceQueue() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const queue = usePendingLicences(page);
  const decide = useDecideLicence();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string }>();

  // Deciding the last entry of a later page leaves it empty: step back to one that has entries.
  const lastPage = queue.data?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const onDecide = (user: UserView, status: LicenceDecision) => {
    setNotice(undefined);
    if (!user.license_submitted_at) return;
    decide.mutate(
      { userId: user.id, status, submittedAt: user.license_submitted_at },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t(status === 'verified' ? 'admin.verified' : 'admin.rejected', {
              name: user.name,
            }),
          }),
        onError: (error) => setNotice({ tone: 'error', text: errorText(error) }),
      },
    );
  };

  return (
    <section aria-labelledby="licence-queue" className="mt-8">
      <h2 id="licence-queue" className="text-xl font-semibold text-stone-900">
        {t('admin.licenceQueue')}
        {queue.data && (
          <span className="ml-2 rounded-full bg-amber-100 px-2.5 py-0.5 text-sm text-amber-900">
            {queue.data.total}
          </span>
        )}
      </h2>
      <p className="mt-1 text-stone-700">{t('admin.licenceQueueText')}</p>
      <div className="mt-4 space-y-4">
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {queue.isPending && <Spinner />}
        {queue.isError && (
          <LoadError title={t('states.errorTitle')} onRetry={() => void queue.refetch()}>
            <p>{errorText(queue.error)}</p>
          </LoadError>
        )}
        {queue.data && queue.data.data.length === 0 && (
          <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            {t('admin.empty')}
          </p>
        )}
        {queue.data && queue.data.data.length > 0 && (
          <ul className="space-y-4">
            {queue.data.data.map((user) => (
              <LicenceReviewCard
                key={user.id}
                user={user}
                busy={decide.isPending}
                onDecide={(status) => onDecide(user, status)}
              />
            ))}
          </ul>
        )}
        {queue.data && queue.data.last_page > 1 && (
          <nav className="flex items-center justify-between" aria-label={t('admin.pagination')}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('admin.previous')}
            </Button>
            <span className="text-sm text-stone-700">
              {t('admin.pageOf', {
                page: String(queue.data.current_page),
                pages: String(queue.data.last_page),
              })}
            </span>
            <Button
              variant="secondary"
              disabled={page >= queue.data.last_page}
              onClick={() => setPage(page + 1)}
            >
              {t('admin.next')}
            </Button>
          </nav>
        )}
      </div>
    </section>
  );
}
