import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { useBusyIds } from '@/lib/use-list-filters';
import { useErrorText } from '@/lib/use-message';
import { useNotifications } from '../api/notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/mark-notifications-read';
import { useUnreadNotifications } from '../api/unread-notifications';
import { NotificationItem } from './notification-item';

/** The page of the list in the address (`?page=`), so Back returns to it. */
function usePage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  return [page, setPage];
}

/**
 * The person's notifications (rules §10.9), newest first: unread ones marked,
 * each leading to what it is about and marked read on the way; Mark all read; a page at a
 * time; loading, empty and failed states (rules §9.6).
 */
export function NotificationCentre() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = usePage();
  const list = useNotifications(page > 1 ? { page } : {});
  const unread = useUnreadNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [busyIds, setBusy] = useBusyIds();
  const anyUnread = unread > 0 || Boolean(list.data?.data.some((n) => n.read_at === null));

  const onRead = (id: number) => {
    setBusy(id, true);
    markOne.mutate(id, {
      onError: (error) => toast.error(`${t('notifications.markFailed')}: ${errorText(error)}`),
      onSettled: () => setBusy(id, false),
    });
  };
  const onReadAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => toast.error(`${t('notifications.markFailed')}: ${errorText(error)}`),
    });

  return (
    <section aria-labelledby="notification-list-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notification-list-heading" className="sr-only">
          {t('notifications.listLabel')}
        </h2>
        {anyUnread && (
          <Button
            variant="secondary"
            className="ml-auto"
            onClick={onReadAll}
            disabled={markAll.isPending}
          >
            {markAll.isPending ? t('notifications.markingAllRead') : t('notifications.markAllRead')}
          </Button>
        )}
      </div>
      <QueryGate
        query={list}
        loading={<Spinner label={t('notifications.loading')} />}
        error={{ title: t('notifications.loadFailed') }}
        isEmpty={(result) => result.data.length === 0 && result.current_page === 1}
        empty={
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="font-semibold text-stone-900">{t('notifications.emptyTitle')}</p>
            <p className="mt-1 text-sm text-stone-700">{t('notifications.emptyText')}</p>
          </div>
        }
      >
        {(result) => (
          <div aria-busy={list.isFetching}>
            <ol className="space-y-3" aria-labelledby="notification-list-heading">
              {result.data.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onRead={onRead}
                  busy={busyIds.has(notification.id)}
                />
              ))}
            </ol>
            <Pagination
              page={result.current_page}
              lastPage={result.last_page}
              label={t('notifications.pagesLabel')}
              onPage={setPage}
            />
          </div>
        )}
      </QueryGate>
    </section>
  );
}
