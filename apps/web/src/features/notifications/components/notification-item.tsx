import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';
import type { NotificationView } from '@kodesha/domain';

/**
 * Where a notification leads: a path of this site only (never `//elsewhere` or a full
 * address), else nowhere.
 */
const safeLink = (link: string | null): string | undefined =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : undefined;

/**
 * One notification: its title, words and time; unread ones stand out (a dot, bold, and
 * the word Unread for screen readers). Following its link marks it read; so does Mark as
 * read.
 */
export function NotificationItem({
  notification,
  onRead,
  busy,
}: {
  notification: NotificationView;
  onRead: (id: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const unread = notification.read_at === null;
  const link = safeLink(notification.link);
  const heading = (
    <>
      {unread && <span className="sr-only">{t('notifications.unread')}: </span>}
      {notification.title}
    </>
  );

  return (
    <li
      className={`relative flex gap-3 rounded-2xl border p-4 ${unread ? 'border-brand-200 bg-brand-50' : 'border-stone-200 bg-white'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-700' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <h2
          className={`text-base break-words ${unread ? 'font-bold text-stone-900' : 'font-semibold text-stone-800'}`}
        >
          {link ? (
            <Link
              to={link}
              // The whole card leads to the link; the time and the button stay readable.
              className="text-stone-900 after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
              onClick={() => unread && onRead(notification.id)}
            >
              {heading}
            </Link>
          ) : (
            heading
          )}
        </h2>
        <p className="mt-1 break-words text-sm text-stone-700">{notification.body}</p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3">
          <time dateTime={notification.created_at} className="py-2 text-xs text-stone-600">
            {t('notifications.receivedAt', { time: formatDateTime(notification.created_at) })}
          </time>
          {unread && (
            <button
              type="button"
              // Above the card's link, so it can be pressed on its own.
              className="relative z-10 -my-1 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
              disabled={busy}
              onClick={() => onRead(notification.id)}
            >
              {t('notifications.markRead')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
