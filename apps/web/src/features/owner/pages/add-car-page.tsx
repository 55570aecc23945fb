import { messages } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/lib/paths';
import { useMessage } from '@/lib/use-message';
import { useCreateCar } from '../api/save-car';
import { CarForm, type CarFormSubmit } from '../components/car-form';
import { blankCar, buildCarFormData } from '../components/car-form-data';
import { useRedirectAfter } from '../components/use-redirect-after';

export const redirectAfterSaveMs = 2_000; // spec §9

/** /owner/add-car (spec §5). */
export function AddCarPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('owner.addTitle'));
  const create = useCreateCar();
  const [added, setAdded] = useState(false);
  useRedirectAfter(added, paths.ownerDashboard, redirectAfterSaveMs);

  const submit: CarFormSubmit = async (values, photos) => {
    await create.mutateAsync(buildCarFormData(values, photos));
    setAdded(true);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.ownerDashboard}
        className="text-sm font-semibold text-brand-800 hover:underline"
      >
        ← {t('owner.backToDashboard')}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900">
        {t('owner.addTitle')}
      </h1>
      {added ? (
        <div className="mt-6">
          <Alert tone="success" title={message(messages.carAdded)}>
            {t('owner.redirecting')}
          </Alert>
        </div>
      ) : (
        <>
          <p className="mt-1 text-stone-700">{t('owner.addIntro')}</p>
          <div className="mt-6">
            <CarForm mode="add" initial={blankCar(new Date())} onSubmit={submit} />
          </div>
        </>
      )}
    </div>
  );
}
