import { useTranslation } from 'react-i18next';
import { RoleHome } from '@/components/role-home';

/** The driver's home. The driver profile, registration and bookings join it with issues 4 and 5. */
export function DriverDashboardPage() {
  const { t } = useTranslation();
  return <RoleHome title={t('driver.dashboardTitle')} intro={t('driver.intro')} />;
}
