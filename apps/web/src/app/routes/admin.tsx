import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { adminTabs, paths, type AdminTab } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-account';
import '@/locales/en-admin';
import '@/locales/en-admin-bookings';
import '@/locales/en-admin-gps';
import '@/locales/en-admin-listings';
import '@/locales/en-admin-tickets';
import '@/locales/en-admin-users';
import '@/locales/en-auth';
import '@/locales/en-bookings';
import '@/locales/en-gps';
import '@/locales/en-licence-viewer';
import '@/locales/en-notifications';
import '@/locales/en-owner';
import '@/locales/en-revenue';
import '@/locales/en-tickets';

// Each tab's code arrives when the tab is first opened: a phone on slow data loads only
// the panel it shows.
const AdminOverview = lazy(() =>
  import('@/features/admin/components/admin-overview').then((m) => ({ default: m.AdminOverview })),
);
const UserManagement = lazy(() =>
  import('@/features/users/components/admin/user-management').then((m) => ({
    default: m.UserManagement,
  })),
);
const DriverLicenceQueue = lazy(() =>
  import('@/features/drivers/components/admin/driver-licence-queue').then((m) => ({
    default: m.DriverLicenceQueue,
  })),
);
const CarManagement = lazy(() =>
  import('@/features/cars/components/admin/car-management').then((m) => ({
    default: m.CarManagement,
  })),
);
const DriverManagement = lazy(() =>
  import('@/features/drivers/components/admin/driver-management').then((m) => ({
    default: m.DriverManagement,
  })),
);
const BookingManagement = lazy(() =>
  import('@/features/bookings/components/admin/booking-management').then((m) => ({
    default: m.BookingManagement,
  })),
);
const GpsRequestManagement = lazy(() =>
  import('@/features/gps/components/admin/gps-request-management').then((m) => ({
    default: m.GpsRequestManagement,
  })),
);
const TicketBookingManagement = lazy(() =>
  import('@/features/tickets/components/admin/ticket-booking-management').then((m) => ({
    default: m.TicketBookingManagement,
  })),
);
const PasswordSettings = lazy(() =>
  import('@/features/users/components/password-settings').then((m) => ({
    default: m.PasswordSettings,
  })),
);
const RevenueAnalytics = lazy(() =>
  import('@/features/revenue/components/revenue-analytics').then((m) => ({
    default: m.RevenueAnalytics,
  })),
);
const OutboxPanel = lazy(() =>
  import('@/features/notifications/components/admin/outbox-panel').then((m) => ({
    default: m.OutboxPanel,
  })),
);
const AuditLogPanel = lazy(() =>
  import('@/features/admin/components/audit-log-panel').then((m) => ({ default: m.AuditLogPanel })),
);

/** The tabs that also have a screen of their own (rules §8.1). */
const fullScreens: Partial<Record<AdminTab, string>> = {
  users: paths.adminUsers,
  cars: paths.adminCars,
  drivers: paths.adminDrivers,
  bookings: paths.adminBookings,
  'gps-requests': paths.adminGpsRequests,
  'ticket-bookings': paths.adminTicketBookings,
  revenue: paths.adminRevenue,
};

const withoutTab = (params: URLSearchParams) => {
  const rest = new URLSearchParams(params);
  rest.delete('tab');
  return rest.toString();
};

const isAdminTab = (value: string | null): value is AdminTab =>
  adminTabs.includes(value as AdminTab);

/**
 * `/admin` (rules §8.1): the admin dashboard, one tab at a time, the tab and its filters in
 * the URL so Back and a shared link open the same view. "Review Verifications" opens the
 * users tab on pending licences, where the drivers waiting for theirs show too.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: AdminTab = isAdminTab(params.get('tab'))
    ? (params.get('tab') as AdminTab)
    : 'overview';
  usePageTitle(`${t(`admin.tabs.${tab}`)} · ${t('admin.title')}`);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <PageHeader title={t('admin.title')} intro={t('admin.intro')} />
      <Tabs
        label={t('admin.tabsLabel')}
        tabs={adminTabs.map((id) => ({ id, label: t(`admin.tabs.${id}`) }))}
        selected={tab}
        // A new tab starts without the last tab's filters.
        onSelect={(id) => setParams({ tab: id })}
        className="mt-6"
        panelClassName="pt-6 focus:outline-none"
      >
        {fullScreens[tab] && (
          <p className="-mt-2 mb-4 text-right">
            <Link
              // The same list, with the same filters, on its own screen.
              to={{ pathname: fullScreens[tab], search: withoutTab(params) }}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('admin.openFullScreen')}
            </Link>
          </p>
        )}
        <Suspense fallback={<Spinner />}>
          {tab === 'overview' && <AdminOverview />}
          {tab === 'users' && (
            <div className="space-y-10">
              <UserManagement />
              {params.get('license_status') === 'pending' && <DriverLicenceQueue />}
            </div>
          )}
          {tab === 'cars' && <CarManagement layout="table" />}
          {tab === 'drivers' && <DriverManagement />}
          {tab === 'bookings' && <BookingManagement />}
          {tab === 'gps-requests' && <GpsRequestManagement />}
          {tab === 'ticket-bookings' && <TicketBookingManagement />}
          {tab === 'revenue' && <RevenueAnalytics />}
          {tab === 'settings' && <PasswordSettings />}
          {tab === 'notifications' && <OutboxPanel />}
          {tab === 'audit' && <AuditLogPanel />}
        </Suspense>
      </Tabs>
    </div>
  );
}
