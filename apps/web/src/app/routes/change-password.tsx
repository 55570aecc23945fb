import { homePathByRole } from '@kodesha/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { currentUserQuery } from '@/features/auth/api/current-user';
import { ChangePasswordForm } from '@/features/users/components/change-password-form';
import { sessionStore, useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-account';
import '@/locales/en-auth';

/**
 * `/account/change-password` (rules §8.5): a person whose password an admin set chooses
 * their own here before anything else; every other screen sends them here until then.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('passwordChange.title'));
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onChanged = async () => {
    const token = sessionStore.get()?.token;
    const user = await queryClient.fetchQuery({ ...currentUserQuery(token), staleTime: 0 });
    sessionStore.updateUser(user);
    toast.success(t('passwordChange.done'));
    navigate(homePathByRole[user.role], { replace: true });
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <PageHeader title={t('passwordChange.title')} intro={t('passwordChange.intro')} />
      <Card className="mt-6">
        <ChangePasswordForm onChanged={() => void onChanged()} />
      </Card>
      {session && <p className="mt-4 text-sm text-stone-600">{session.user.email}</p>}
    </div>
  );
}
