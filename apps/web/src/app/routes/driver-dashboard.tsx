import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { BookingRequestsPanel } from '@/features/bookings/components/booking-requests-panel';
import { ProviderCalendar } from '@/features/calendars/components/provider-calendar';
import { MyDriverProfileGate } from '@/features/drivers/components/my-driver-profile-gate';
import { DriverProfileSummary } from '@/features/drivers/components/driver-profile-summary';
import { DriverStatus } from '@/features/drivers/components/driver-status';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import {
  PhoneSection,
  PhoneVerificationReminder,
} from '@/features/users/components/phone-verification';
import { useSession } from '@/lib/session';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-blocks';
import '@/locales/en-bookings';
import '@/locales/en-driver';
import '@/locales/en-notifications';

type Tab = 'bookings' | 'calendar' | 'profile';
const tabs: readonly Tab[] = ['bookings', 'calendar', 'profile'];

/**
 * /driver/dashboard (rules §3.9): status, Go Offline / Go Online (persisted), and three tabs:
 * the booking requests, the driver's calendar (rules §4.15) and the driver's profile (with the phone's verification and the
 * notification settings). Until the phone is verified, a reminder says why it matters.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('driver.dashboardTitle'));
  // A link may open a tab (the calendar: `paths.driverCalendar`).
  const asked = useSearchParams()[0].get('tab');
  const [tab, setTab] = useState<Tab>(tabs.find((name) => name === asked) ?? 'bookings');
  const user = useSession()?.user;

  return (
    <MyDriverProfileGate>
      {(driver) => (
        <div className="mx-auto max-w-5xl px-4 py-8">
          <PageHeader title={t('driver.dashboardTitle')} />
          {user && (
            <div className="mt-4 mb-6 empty:hidden">
              <PhoneVerificationReminder user={user} />
            </div>
          )}
          <DriverStatus driver={driver} />
          <Tabs
            label={t('driver.dashboardTitle')}
            tabs={[
              { id: 'bookings', label: t('driver.tabBookings') },
              { id: 'calendar', label: t('driver.tabCalendar') },
              { id: 'profile', label: t('driver.tabProfile') },
            ]}
            selected={tab}
            onSelect={setTab}
            className="mt-8"
            panelClassName="mt-6"
          >
            {tab === 'bookings' ? (
              <BookingRequestsPanel />
            ) : tab === 'calendar' ? (
              <>
                <p className="mb-4 text-sm text-stone-700">{t('blocks.intro')}</p>
                <ProviderCalendar item={{ type: 'driver', id: driver.id }} />
              </>
            ) : (
              <div className="space-y-6">
                <DriverProfileSummary driver={driver} />
                {user && (
                  <div className="grid gap-6 md:grid-cols-2">
                    <PhoneSection user={user} why={t('phone.providerWhy')} />
                    <NotificationSettings />
                  </div>
                )}
              </div>
            )}
          </Tabs>
        </div>
      )}
    </MyDriverProfileGate>
  );
}
