import { carForm, messages, type CarView } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/use-message';
import { useOwnCar } from '../api/own-car';
import { useUpdateCar } from '../api/save-car';
import { CarForm, type CarFormSubmit } from '../components/car-form';
import { buildCarFormData, carToFields } from '../components/car-form-data';
import { useRedirectAfter } from '../components/use-redirect-after';
import { redirectAfterSaveMs } from './add-car-page';

const idOf = (param: string | undefined) => (param && /^\d{1,10}$/.test(param) ? Number(param) : 0);

function Refusal({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-stone-700">{text}</p>
      <ButtonLink to={paths.ownerDashboard} className="mt-6">
        {t('owner.backToDashboard')}
      </ButtonLink>
    </div>
  );
}

function EditCarForm({ car }: { car: CarView }) {
  const update = useUpdateCar();
  const [saved, setSaved] = useState(false);
  const { t } = useTranslation();
  const message = useMessage();
  useRedirectAfter(saved, paths.ownerDashboard, redirectAfterSaveMs);
  const initial = carToFields(car);

  const submit: CarFormSubmit = async (values, photos) => {
    const before = {
      values: carForm.parse(initial),
      imageIds: car.images.map((image) => image.id),
    };
    await update.mutateAsync({ id: car.id, form: buildCarFormData(values, photos, before) });
    setSaved(true);
  };

  if (saved)
    return (
      <Alert tone="success" title={message(messages.carUpdated)}>
        {t('owner.redirecting')}
      </Alert>
    );
  return <CarForm mode="edit" initial={initial} initialImages={car.images} onSubmit={submit} />;
}

/** /owner/edit-car/{id} (spec §5): the owner's own car only. */
export function EditCarPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('owner.editTitle'));
  const id = idOf(useParams().id);
  const session = useSession();
  const car = useOwnCar(id);
  const status = car.error instanceof ApiError ? car.error.status : undefined;

  if (id === 0 || status === 404)
    return <Refusal title={t('cars.notFoundTitle')} text={message(messages.carNotFound)} />;
  if (car.isPending) return <Spinner label={t('owner.loadingCar')} />;
  if (car.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">{message(car.error.message)}</Alert>
      </div>
    );
  if (car.data.owner_id !== session?.user.id)
    return <Refusal title={t('owner.notYoursTitle')} text={message(messages.carNotYours)} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.ownerDashboard}
        className="text-sm font-semibold text-brand-800 hover:underline"
      >
        ← {t('owner.backToDashboard')}
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900">
        {t('owner.editTitle')}
      </h1>
      <p className="mt-1 text-stone-700">
        {car.data.year} {car.data.make} {car.data.model} · {t('owner.editIntro')}
      </p>
      <div className="mt-6">
        <EditCarForm car={car.data} />
      </div>
    </div>
  );
}
