import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { ProfileSummary } from '@/components/profile-summary';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** The owner's home. Cars, bookings and messages join it with their features (issues 3, 5, 6). */
export function OwnerDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('owner.dashboardTitle'));
  const session = useSession();
  if (!session) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('owner.dashboardTitle')}</h1>
      <p className="mt-2 text-lg text-stone-800">
        {t('owner.welcome', { name: session.user.name })}
      </p>
      <p className="mt-1 text-stone-700">{t('owner.intro')}</p>
      <Card className="mt-6">
        <ProfileSummary user={session.user} />
        <ButtonLink to={paths.editProfile} variant="secondary" className="mt-4">
          {t('account.editProfile')}
        </ButtonLink>
      </Card>
    </div>
  );
}
