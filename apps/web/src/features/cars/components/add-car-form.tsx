import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCreateCar } from '../api/save-car';
import { CarForm, type CarFormSubmit } from './car-form';
import { blankCar, buildCarFormData } from './car-form-data';
import { SavedNotice } from './saved-notice';

/** The add car form with its introduction, then the success message once the car is saved. */
export function AddCarForm() {
  const { t } = useTranslation();
  const create = useCreateCar();
  const [added, setAdded] = useState(false);
  const [initial] = useState(() => blankCar(new Date()));

  const submit: CarFormSubmit = async (values, photos) => {
    await create.mutateAsync(buildCarFormData(values, photos));
    setAdded(true);
  };

  return added ? (
    <div className="mt-6">
      <SavedNotice title={t('messages.carAdded')} />
    </div>
  ) : (
    <>
      <p className="mt-1 text-stone-700">{t('owner.addIntro')}</p>
      <div className="mt-6">
        <CarForm mode="add" initial={initial} onSubmit={submit} />
      </div>
    </>
  );
}
