import { useNavigate } from 'react-router';
import type { Role } from '@kodesha/domain';
import { UnreadBadge } from '@/components/unread-badge';
import { useLogOut } from '@/features/auth/api/log-out';
import { useUnreadCount } from '@/features/chat/api/unread-count';
import { useUnreadNotifications } from '@/features/notifications/api/unread-notifications';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AccountLinks } from './account-links';
// The unread badge's words.
import '@/locales/en-chat';

/**
 * The header's signed-in links, working: the unread count, and Log Out. Loaded only once
 * someone is signed in (site-header.tsx), so a visitor's first load carries no chat or
 * log-out code (rules §9.16).
 */
export function SignedInAccount({ role }: { role: Role }) {
  const logOut = useLogOut();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  // Home once the session has ended, whether the server heard or not (rules §1.6). Not a
  // callback of `mutate`: this part of the header is gone by then, and with it those.
  const onLogOut = () => {
    void logOut
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => navigate(paths.home));
  };
  return (
    <AccountLinks
      role={role}
      badge={<UnreadBadge count={unread} />}
      onLogOut={onLogOut}
      loggingOut={logOut.isPending}
    />
  );
}

/** The dot on the closed menu's button: unread messages wait inside the menu. */
export function UnreadDot() {
  const unread = useUnreadCount();
  if (unread === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute top-2 right-2 size-2.5 rounded-full bg-red-700 ring-2 ring-white"
    />
  );
}

/** The count on the header's Notifications bell; nothing at 0. */
export function NotificationsBadge() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  return (
    <UnreadBadge
      count={unread}
      label={t('nav.unreadNotifications', { count: unread })}
      className="absolute top-0 right-0 ring-2 ring-white"
    />
  );
}
