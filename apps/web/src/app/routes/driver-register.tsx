import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/components/page-title';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMyDriverProfile } from '@/features/drivers/api/my-driver-profile';
import { useRegisterDriver } from '@/features/drivers/api/save-driver-profile';
import { blankDriver, driverFormData } from '@/features/drivers/components/driver-form-data';
import { DriverProfileForm } from '@/features/drivers/components/driver-profile-form';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-driver';

/** /driver/register (rules §3.3): the form, then a success screen. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('driver.registerTitle'));
  const session = useSession();
  const existing = useMyDriverProfile();
  const registerDriver = useRegisterDriver();
  const [done, setDone] = useState(false);

  if (existing.isPending) return <Spinner />;
  if (done || existing.data)
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <Card>
          <h1 className="text-2xl font-bold text-brand-800">
            {done ? t('driver.registeredTitle') : t('driver.alreadyRegistered')}
          </h1>
          {done && <p className="mt-2 text-stone-700">{t('driver.registeredText')}</p>}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row">
            <ButtonLink to={paths.driverDashboard}>{t('driver.goToDashboard')}</ButtonLink>
            <ButtonLink to={paths.drivers} variant="secondary">
              {t('driver.browseDrivers')}
            </ButtonLink>
          </div>
        </Card>
      </div>
    );

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={t('driver.registerTitle')} intro={t('driver.registerIntro')} />
      <div className="mt-6">
        <DriverProfileForm
          mode="register"
          initial={blankDriver(session?.user.name ?? '')}
          onSubmit={async (values, files) => {
            await registerDriver.mutateAsync(driverFormData(values, files));
            setDone(true);
          }}
        />
      </div>
    </div>
  );
}
