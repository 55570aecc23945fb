import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { BackLink } from '@/components/ui/page-header';
import { ChangePasswordForm } from '@/features/users/components/change-password-form';
import { LicenceUploadForm } from '@/features/users/components/licence-upload-form';
import { ProfileForm } from '@/features/users/components/profile-form';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { PhoneSection } from '@/features/users/components/phone-verification';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-account';
import '@/locales/en-auth';
import '@/locales/en-notifications';

/** /account/edit-profile, for every role: the details, the driving licence and the password. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('editProfile.title'));
  const user = useSession()?.user;
  const [licenceSent, setLicenceSent] = useState(false);
  if (!user) return null;
  const home = user.role === 'client' ? paths.accountProfile : paths.dashboardFor(user.role);

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <BackLink to={home}>{t('editProfile.back')}</BackLink>
      <Card>
        <h1 className="mb-6 text-2xl font-bold text-stone-900">{t('editProfile.title')}</h1>
        <ProfileForm user={user} home={home} />
      </Card>
      {/* The form above is where a number is added; a saved one is verified here. */}
      {user.phone_number && <PhoneSection user={user} />}
      <NotificationSettings />
      <Card>
        <h2 className="text-lg font-semibold text-stone-900">{t('editProfile.licenceTitle')}</h2>
        <p className="mt-1 mb-4 text-sm text-stone-700">{t('editProfile.licenceText')}</p>
        {licenceSent ? (
          <Alert tone="success">{t('editProfile.licenceSent')}</Alert>
        ) : (
          <LicenceUploadForm onUploaded={() => setLicenceSent(true)} />
        )}
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-stone-900">
          {t('editProfile.passwordTitle')}
        </h2>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
