import { carForm, type CarView } from '@kodesha/domain';
import { useState } from 'react';
import { FormNotice } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useUpdateCar } from '../api/save-car';
import { CarForm, type CarFormSubmit } from './car-form';
import { buildCarFormData, carToFields } from './car-form-data';
import { SavedNotice } from './saved-notice';

/** The edit car form for one car; only what changed is sent, then the success message. */
export function EditCarForm({ car }: { car: CarView }) {
  const update = useUpdateCar();
  const [saved, setSaved] = useState(false);
  const { t } = useTranslation();
  // The car as it was when the form opened: what "changed" is measured against.
  const [initial] = useState(() => carToFields(car));

  const submit: CarFormSubmit = async (values, photos) => {
    const before = {
      values: carForm.parse(initial),
      imageIds: car.images.map((image) => image.id),
    };
    const form = buildCarFormData(values, photos, before);
    if ([...form.keys()].length === 0) throw new FormNotice(t('owner.nothingChanged'));
    await update.mutateAsync({ id: car.id, form });
    setSaved(true);
  };

  if (saved) return <SavedNotice title={t('messages.carUpdated')} />;
  return <CarForm mode="edit" initial={initial} initialImages={car.images} onSubmit={submit} />;
}
