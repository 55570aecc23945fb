import { messages } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/lib/paths';
import { useMessage } from '@/lib/use-message';
import { useCreateCar } from '../api/save-car';
import { CarForm, type CarFormSubmit } from '../components/car-form';
import { blankCar, buildCarFormData } from '../components/car-form-data';
import { SavedNotice } from '../components/saved-notice';

/** /owner/add-car (spec §5): every field, at least one photo and one feature. */
export function AddCarPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('owner.addTitle'));
  const create = useCreateCar();
  const [added, setAdded] = useState(false);
  const [initial] = useState(() => blankCar(new Date()));

  const submit: CarFormSubmit = async (values, photos) => {
    await create.mutateAsync(buildCarFormData(values, photos));
    setAdded(true);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.ownerDashboard}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
      >
        ← {t('owner.backToDashboard')}
      </Link>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900">
        {t('owner.addTitle')}
      </h1>
      {added ? (
        <div className="mt-6">
          <SavedNotice title={message(messages.carAdded)} />
        </div>
      ) : (
        <>
          <p className="mt-1 text-stone-700">{t('owner.addIntro')}</p>
          <div className="mt-6">
            <CarForm mode="add" initial={initial} onSubmit={submit} />
          </div>
        </>
      )}
    </div>
  );
}
