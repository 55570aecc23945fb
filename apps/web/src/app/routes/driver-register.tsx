import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMyDriverProfile } from '../api/my-driver-profile';
import { useRegisterDriver } from '../api/save-driver-profile';
import { blankDriver, driverFormData, DriverProfileForm } from '../components/driver-profile-form';

/** /driver/register (spec §2): the form, then a success screen. */
export function DriverRegisterPage() {
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
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
        {t('driver.registerTitle')}
      </h1>
      <p className="mt-1 text-stone-700">{t('driver.registerIntro')}</p>
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
