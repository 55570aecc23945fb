import { carForm, messages, type CarView } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/use-message';
import { useOwnCar } from '../api/own-car';
import { useUpdateCar } from '../api/save-car';
import { CarForm, type CarFormSubmit } from '../components/car-form';
import { buildCarFormData, carToFields } from '../components/car-form-data';
import { SavedNotice } from '../components/saved-notice';
import { routeId } from '@/lib/route-id';

/** A screen instead of the form: the car is missing or someone else's (spec §5). */
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
  // The car as it was when the form opened: what "changed" is measured against.
  const [initial] = useState(() => carToFields(car));

  const submit: CarFormSubmit = async (values, photos) => {
    const before = {
      values: carForm.parse(initial),
      imageIds: car.images.map((image) => image.id),
    };
    const form = buildCarFormData(values, photos, before);
    if ([...form.keys()].length === 0) throw new Error(t('owner.nothingChanged'));
    await update.mutateAsync({ id: car.id, form });
    setSaved(true);
  };

  if (saved) return <SavedNotice title={message(messages.carUpdated)} />;
  return <CarForm mode="edit" initial={initial} initialImages={car.images} onSubmit={submit} />;
}

/** /owner/edit-car/{id} (spec §5): the owner's own car only. */
export function EditCarPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('owner.editTitle'));
  const id = routeId(useParams().id);
  const session = useSession();
  const car = useOwnCar(id);
  const status = car.error instanceof ApiError ? car.error.status : undefined;

  if (id === 0 || status === 404)
    return <Refusal title={t('cars.notFoundTitle')} text={message(messages.carNotFound)} />;
  if (status === 403)
    return <Refusal title={t('owner.notYoursTitle')} text={message(messages.carNotYours)} />;
  if (car.isPending) return <Spinner label={t('owner.loadingCar')} />;
  if (car.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert tone="error">
          <p>{message(car.error.message)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void car.refetch()}>
            {t('states.tryAgain')}
          </Button>
        </Alert>
      </div>
    );
  // The API shows anyone an active car; only its owner may edit it.
  if (car.data.owner_id !== session?.user.id)
    return <Refusal title={t('owner.notYoursTitle')} text={message(messages.carNotYours)} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={paths.ownerDashboard}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
      >
        ← {t('owner.backToDashboard')}
      </Link>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-900">
        {t('owner.editTitle')}
      </h1>
      <p className="mt-1 text-stone-700">
        <span className="font-semibold text-stone-900">
          {car.data.year} {car.data.make} {car.data.model}
        </span>{' '}
        · {t('owner.editIntro')}
      </p>
      <div className="mt-6">
        <EditCarForm car={car.data} />
      </div>
    </div>
  );
}
