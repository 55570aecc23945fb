import { carForm, messages, type CarView } from '@kodesha/domain';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { fieldErrorText, useTranslateMessage } from '@/lib/use-message';
import { useAdminCreateCar } from '../../api/admin-create-car';
import { useAdminUpdateCar } from '../../api/admin-update-car';
import { CarForm, type CarFormSubmit } from '../car-form';
import { blankCar, buildCarFormData, carToFields } from '../car-form-data';
import { Section } from '../form-parts';
import { OwnerPicker, type ChosenOwner } from './owner-picker';
import { useFailureText } from '@/lib/use-message';

/** A 422 about the owner belongs on the owner choice; the rest goes back to the car form. */
function splitOwnerError(
  error: unknown,
  translate: ReturnType<typeof useTranslateMessage>,
): { owner?: string; rest?: unknown } {
  if (!(error instanceof ApiError) || !error.errors.owner_id?.[0]) return { rest: error };
  const owner = fieldErrorText(error, 'owner_id', 0, translate);
  const without = <V,>(record: Record<string, V>) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => name !== 'owner_id'));
  const others = without(error.errors);
  if (Object.keys(others).length === 0) return { owner };
  return {
    owner,
    rest: new ApiError(error.message, error.status, others, {
      code: error.code,
      errorCodes: without(error.errorCodes),
    }),
  };
}

/**
 * Create Car and edit car (rules §8.7): the owner's car form, with its checks
 * (rules §2.2, §2.3), and the owner it is listed for. The owner is checked with the rest of the form,
 * so every problem shows at once.
 */
export function AdminCarForm({ car, onDone }: { car?: CarView; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const failureText = useFailureText();
  const create = useAdminCreateCar();
  const update = useAdminUpdateCar();
  const searchId = useId();
  // The car as it was when the form opened: what "changed" is measured against.
  const [initial] = useState(() => (car ? carToFields(car) : blankCar(new Date())));
  const [owner, setOwner] = useState<ChosenOwner | undefined>(
    car ? { id: car.owner.id, name: car.owner.name } : undefined,
  );
  const [ownerError, setOwnerError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const focusOwner = () => document.getElementById(searchId)?.focus();

  const submit: CarFormSubmit = async (values, photos) => {
    if (!owner) {
      setOwnerError(messages.ownerRequired);
      return focusOwner();
    }
    let form: FormData;
    if (car) {
      const before = {
        values: carForm.parse(initial),
        imageIds: car.images.map((image) => image.id),
      };
      form = buildCarFormData(values, photos, before);
      if (owner.id !== car.owner.id) form.append('owner_id', String(owner.id));
      if ([...form.keys()].length === 0) throw new Error(t('owner.nothingChanged'));
    } else {
      form = buildCarFormData(values, photos);
      form.append('owner_id', String(owner.id));
    }
    setSaving(true);
    try {
      if (car) await update.mutateAsync({ id: car.id, form });
      else await create.mutateAsync(form);
    } catch (error) {
      toast.error(
        failureText(error, t(car ? 'messages.carUpdateFailed' : 'messages.carCreateFailed')),
      );
      const { owner: problem, rest } = splitOwnerError(error, translate);
      if (problem) setOwnerError(problem);
      if (rest !== undefined) throw rest;
      return focusOwner();
    } finally {
      setSaving(false);
    }
    toast.success(t(car ? 'messages.carUpdatedAdmin' : 'messages.carCreatedAdmin'));
    onDone();
  };

  return (
    // Any attempt to save checks the owner too, even when the car's fields stop it first.
    <div
      className="space-y-6"
      onSubmitCapture={() => {
        if (!owner) setOwnerError(messages.ownerRequired);
      }}
    >
      <Section title={t('adminCars.ownerSection')}>
        <OwnerPicker
          searchId={searchId}
          value={owner}
          disabled={saving}
          error={ownerError}
          onChange={(chosen) => {
            setOwner(chosen);
            setOwnerError(undefined);
          }}
        />
      </Section>
      <CarForm
        mode={car ? 'edit' : 'add'}
        initial={initial}
        initialImages={car?.images}
        onSubmit={submit}
        plateHint={t('adminCars.plateHint')}
      />
    </div>
  );
}
