import { ownerGpsRequestsSection } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { HashTarget } from '@/components/hash-target';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { useMyCars } from '@/features/cars/api/my-cars';
import { MyCars } from '@/features/cars/components/my-cars';
import { MessageCentre } from '@/features/chat/components/message-centre';
import { useMyGpsRequests } from '@/features/gps/api/my-gps-requests';
import { MyGpsRequests } from '@/features/gps/components/gps-request/my-gps-requests';
import { useOwnerDashboard } from '@/features/owners/api/owner-dashboard';
import { OwnerActions } from '@/features/owners/components/owner-actions';
import { OwnerStats } from '@/features/owners/components/owner-stats';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import {
  PhoneSection,
  PhoneVerificationReminder,
} from '@/features/users/components/phone-verification';
import { useSession } from '@/lib/session';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-chat';
import '@/locales/en-gps';
import '@/locales/en-gps-request';
import '@/locales/en-notifications';
import '@/locales/en-owner';

/**
 * /owner/dashboard (rules §2.10): stats, the message centre with the latest conversations,
 * the owner's cars to switch on or off, edit or delete, and their GPS tracker requests
 * with the team's answers (rules §7.2); the phone's verification (a reminder on top until it
 * is verified) and the notification settings. A GPS answer's notification lands on the
 * requests (`#gps-requests`, rules §10.2), once the stats, messages and cars above are in.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('owner.dashboardTitle'));
  const session = useSession();
  const dashboard = useOwnerDashboard();
  // The same queries the sections read (the cars' first page): shared, not fetched twice.
  const drawnAbove = [dashboard, useMyCars(1), useMyGpsRequests()].every(
    (query) => !query.isPending,
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <PageHeader
            title={t('owner.dashboardTitle')}
            intro={session && t('owner.welcome', { name: session.user.name })}
          />
        </div>
        <OwnerActions />
      </div>
      {session && (
        <div className="mt-6 empty:hidden">
          <PhoneVerificationReminder user={session.user} />
        </div>
      )}
      <div className="mt-6">
        <OwnerStats />
      </div>
      <div className="mt-6">
        <MessageCentre
          chats={dashboard.data?.recent_chats}
          unread={dashboard.data?.stats.unread_messages ?? 0}
        />
      </div>
      <MyCars />
      <HashTarget id={ownerGpsRequestsSection} ready={drawnAbove}>
        <MyGpsRequests />
      </HashTarget>
      {session && (
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <PhoneSection user={session.user} why={t('phone.providerWhy')} />
          <NotificationSettings />
        </div>
      )}
    </div>
  );
}
