import { useTranslation } from 'react-i18next';
import { RoleHome } from '@/components/role-home';

/** The owner's home. Cars, bookings and messages join it with their features (issues 3, 5, 6). */
export function OwnerDashboardPage() {
  const { t } = useTranslation();
  return <RoleHome title={t('owner.dashboardTitle')} intro={t('owner.intro')} />;
}
