import type { ReactElement } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink } from 'react-router';
import type { Role } from '@kodesha/domain';
import { buttonClass } from '@/components/ui/button';
import { ChatBubbleIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';

const dashboardLabel = {
  admin: 'nav.adminDashboard',
  owner: 'nav.ownerDashboard',
  driver: 'nav.driverDashboard',
  client: 'nav.myAccount',
} as const satisfies Record<Role, string>;

/** Clients' "dashboard" is their account page; the other roles have their own area (rules §9.3). */
const dashboardPath = (role: Role) =>
  role === 'client' ? paths.account : paths.dashboardFor(role);

/**
 * A signed-in person's links in the header: Messages (with the unread `badge`), their
 * dashboard, Log Out. Drawn as it is while the code behind it (the unread count, logging
 * out) arrives, without `onLogOut`, so nothing moves when it does.
 */
export function AccountLinks({
  role,
  badge,
  onLogOut,
  loggingOut = false,
}: {
  role: Role;
  badge?: ReactElement;
  onLogOut?: () => void;
  loggingOut?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <NavLink
        to={paths.messagesFor(role)}
        className={({ isActive }) =>
          buttonClass('ghost', `whitespace-nowrap ${isActive ? 'bg-brand-50 text-brand-800' : ''}`)
        }
      >
        <ChatBubbleIcon className="size-5 shrink-0" />
        {t('nav.messages')}
        {badge}
      </NavLink>
      <Link to={dashboardPath(role)} className={buttonClass('secondary', 'whitespace-nowrap')}>
        {t(dashboardLabel[role])}
      </Link>
      <button
        type="button"
        onClick={onLogOut}
        className={buttonClass('ghost', 'whitespace-nowrap')}
        disabled={!onLogOut || loggingOut}
      >
        {t('nav.logOut')}
      </button>
    </>
  );
}
