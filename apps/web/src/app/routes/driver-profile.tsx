import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { useUpdateDriver } from '@/features/drivers/api/save-driver-profile';
import { driverFormData, driverToFields } from '@/features/drivers/components/driver-form-data';
import { DriverProfileForm } from '@/features/drivers/components/driver-profile-form';
import { MyDriverProfileGate } from '@/features/drivers/components/my-driver-profile-gate';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-driver';

/** /driver/profile (rules §3.10): the driver's own profile, edited with the registration rules. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('driver.profileTitle'));
  const update = useUpdateDriver();
  const [saved, setSaved] = useState(false);

  return (
    <MyDriverProfileGate>
      {(driver) => (
        <div className="mx-auto max-w-3xl px-4 py-8">
          <PageHeader
            back={{ to: paths.driverDashboard, label: t('driver.goToDashboard') }}
            title={t('driver.profileTitle')}
          />
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
                  form: driverFormData(values, files),
                });
                setSaved(true);
                window.scrollTo({ top: 0 });
              }}
            />
          </div>
        </div>
      )}
    </MyDriverProfileGate>
  );
}
