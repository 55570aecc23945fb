import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { adminTabs, type AdminTab } from '@/lib/paths';

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
const PasswordSettings = lazy(() =>
  import('@/features/users/components/password-settings').then((m) => ({
    default: m.PasswordSettings,
  })),
);
const AuditLogPanel = lazy(() =>
  import('@/features/admin/components/audit-log-panel').then((m) => ({ default: m.AuditLogPanel })),
);

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
          {tab === 'settings' && <PasswordSettings />}
          {tab === 'audit' && <AuditLogPanel />}
        </Suspense>
      </Tabs>
    </div>
  );
}
