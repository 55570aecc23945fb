import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { usePageTitle } from './page-title';
import { ProfileSummary } from './profile-summary';
import { ButtonLink } from './ui/button';
import { Card } from './ui/card';

/** The home of a role's area while its own features are being built: who you are, and how to edit it. */
export function RoleHome({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  const session = useSession();
  if (!session) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-lg text-stone-800">
        {t('states.welcome', { name: session.user.name })}
      </p>
      <p className="mt-1 text-stone-700">{intro}</p>
      <Card className="mt-6">
        <ProfileSummary user={session.user} />
        <ButtonLink to={paths.editProfile} variant="secondary" className="mt-4">
          {t('account.editProfile')}
        </ButtonLink>
      </Card>
    </div>
  );
}
