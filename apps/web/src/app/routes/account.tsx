import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Tabs } from '@/components/ui/tabs';
import { UnreadBadge } from '@/components/unread-badge';
import { MyBookingsPanel } from '@/features/bookings/components/my-bookings-panel';
import { AccountMessagesPanel } from '@/features/chat/components/account-messages-panel';
import { useUnreadCount } from '@/features/chat/api/unread-count';
import { useNotificationSettings } from '@/features/notifications/api/notification-settings';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { MyTicketBookings } from '@/features/tickets/components/my-tickets/my-ticket-bookings';
import { AccountProfile } from '@/features/users/components/account-profile';
import { PhoneSection } from '@/features/users/components/phone-verification';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-account';
import '@/locales/en-bookings';
import '@/locales/en-chat';
import '@/locales/en-my-tickets';
import '@/locales/en-notifications';
import '@/locales/en-tickets';

/** The account's tabs, in the order they show (rules §1.11). */
const tabs = ['bookings', 'tickets', 'messages', 'profile'] as const;
type Tab = (typeof tabs)[number];

/**
 * /account (rules §1.11): the client's booking history, their ticket requests (rules §6.6),
 * their conversations (the Messages tab carries the unread badge, 99+ at most) and their
 * profile, with the phone's verification and the notification settings. The tab is in the address, so a link can open one.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const session = useSession();
  const unread = useUnreadCount();
  // How a request's answer reaches the client (rules §4.3), told after a request.
  const notificationSettings = useNotificationSettings().data;
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = tabs.find((name) => name === requested) ?? 'bookings';
  if (!session) return null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('account.title')}</h1>
        {/* The ticket requests have their own page too (rules §6.6). */}
        <Link
          to={paths.myTicketBookings}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t('myTickets.title')}
        </Link>
      </div>
      <Tabs
        label={t('account.tabsLabel')}
        tabs={tabs.map((name) => ({
          id: name,
          label: (
            <>
              {t(`account.tabs.${name}`)}
              {name === 'messages' && <UnreadBadge count={unread} />}
            </>
          ),
        }))}
        selected={tab}
        onSelect={(name) => setSearchParams({ tab: name })}
        className="mt-6"
        panelClassName="mt-6"
      >
        {tab === 'bookings' && <MyBookingsPanel notificationSettings={notificationSettings} />}
        {tab === 'tickets' && <MyTicketBookings place="tab" />}
        {tab === 'messages' && <AccountMessagesPanel />}
        {tab === 'profile' && (
          <div className="space-y-6">
            <AccountProfile user={session.user} />
            <div className="grid gap-6 md:grid-cols-2">
              {/* The details above show the number and whether it is verified; here, verifying it. */}
              {session.user.phone_number && !session.user.is_phone_verified && (
                <PhoneSection user={session.user} showNumber={false} />
              )}
              <NotificationSettings />
            </div>
          </div>
        )}
      </Tabs>
    </div>
  );
}
