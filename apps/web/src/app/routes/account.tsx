import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { ProfileSummary } from '@/components/profile-summary';
import { UnreadBadge } from '@/components/unread-badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** Tabs that exist so far; My Tickets joins with its feature (spec §2). */
const tabs = ['bookings', 'messages', 'profile'] as const;
type Tab = (typeof tabs)[number];

/**
 * /account (spec §2): My Bookings and Messages (their panels come from the bookings and
 * chat features) and Profile. The Messages tab carries the unread badge (99+ at most).
 */
export function AccountPage({
  bookingsTab,
  messagesTab,
  unreadMessages = 0,
}: {
  bookingsTab: ReactNode;
  messagesTab?: ReactNode;
  unreadMessages?: number;
}) {
  const { t } = useTranslation();
  usePageTitle(t('account.title'));
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = tabs.find((name) => name === requested) ?? 'bookings';
  if (!session) return null;
  const { user } = session;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('account.title')}</h1>
      <div
        role="tablist"
        aria-label={t('account.tabsLabel')}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-stone-200 sm:gap-2"
      >
        {tabs.map((name) => (
          <button
            key={name}
            role="tab"
            type="button"
            aria-selected={tab === name}
            className={`-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 ${tab === name ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            onClick={() => setSearchParams({ tab: name })}
          >
            {t(`account.tabs.${name}`)}
            {name === 'messages' && <UnreadBadge count={unreadMessages} />}
          </button>
        ))}
      </div>
      {tab === 'bookings' || tab === 'messages' ? (
        <div role="tabpanel" className="mt-6">
          {tab === 'bookings' ? bookingsTab : messagesTab}
        </div>
      ) : (
        <div role="tabpanel" className="mt-6 grid gap-6 md:grid-cols-3">
          <Card className="md:col-span-2">
            <h2 className="text-lg font-semibold text-stone-900">{t('account.profileTitle')}</h2>
            <ProfileSummary user={user} />
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to={paths.editProfile} variant="secondary">
                {t('account.editProfile')}
              </ButtonLink>
              {user.license_verification_status !== 'verified' && (
                <ButtonLink to={paths.verification}>{t('account.verifyLicence')}</ButtonLink>
              )}
            </div>
          </Card>
          <Card>
            <ul className="space-y-3 text-sm font-semibold">
              <li>
                <Link className="text-brand-700 hover:underline" to={paths.cars()}>
                  {t('account.findCars')}
                </Link>
              </li>
              <li>
                <Link className="text-brand-700 hover:underline" to={paths.drivers}>
                  {t('account.findDrivers')}
                </Link>
              </li>
              <li>
                <Link className="text-brand-700 hover:underline" to={paths.ticketBooking}>
                  {t('account.bookTickets')}
                </Link>
              </li>
            </ul>
          </Card>
        </div>
      )}
    </div>
  );
}
