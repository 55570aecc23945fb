import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useMyDriverProfile } from '../api/my-driver-profile';
import { useUpdateDriver } from '../api/save-driver-profile';
import { DriverProfileMissing } from '../components/driver-profile-missing';
import {
  driverFormData,
  DriverProfileForm,
  driverToFields,
} from '../components/driver-profile-form';

/** /driver/profile (spec §2): the driver's own profile, edited with the registration rules. */
export function DriverProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('driver.profileTitle'));
  const profile = useMyDriverProfile();
  const update = useUpdateDriver();
  const [saved, setSaved] = useState(false);

  if (profile.error instanceof ApiError && profile.error.status === 404)
    return <DriverProfileMissing />;
  if (profile.isPending) return <Spinner />;
  if (profile.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">{t('driver.loadFailed')}</Alert>
      </div>
    );

  const driver = profile.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.driverDashboard}
        className="text-sm font-semibold text-brand-800 hover:underline"
      >
        ← {t('driver.goToDashboard')}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900">
        {t('driver.profileTitle')}
      </h1>
      {saved && (
        <div className="mt-4">
          <Alert tone="success">{t('driver.profileUpdated')}</Alert>
        </div>
      )}
      <div className="mt-6">
        <DriverProfileForm
          key={driver.id}
          mode="edit"
          initial={driverToFields(driver)}
          onSubmit={async (values, files) => {
            setSaved(false);
            await update.mutateAsync({
              id: driver.id,
              form: driverFormData(values, { profile_image: files.profile_image }),
            });
            setSaved(true);
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
    </div>
  );
}
