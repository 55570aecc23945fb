import { zodResolver } from '@hookform/resolvers/zod';
import {
  carForm,
  carYearChoices,
  checkCarImageCount,
  type CarFormOutput,
  type CarImageView,
} from '@kodesha/domain';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form-errors';
import { describeError, useTranslateMessage, type TranslateMessage } from '@/lib/use-message';
import { CarDetailsFields } from './car-details-fields';
import type { CarFormFields } from './car-form-data';
import { FeatureListEditor } from './feature-list-editor';
import { Section } from './form-parts';
import { PhotoPicker } from './photo-picker';
import { PriceAvailabilityFields } from './price-availability-fields';
import { SaveProgress } from './save-progress';

const fieldNames = [
  'make',
  'model',
  'year',
  'car_type',
  'description',
  'location',
  'price_per_hour',
  'availability_notes',
  'available_days',
  'available_from_hour',
  'available_to_hour',
  'instant_book',
  'min_notice_hours',
  'features',
  'license_plate',
  'is_active',
] as const;
/**
 * The domain schema also reads multipart text (its inputs are `unknown` per field); the
 * form holds the narrower values of `CarFormFields`, which the schema accepts.
 */
const carFormResolver = zodResolver(carForm) as unknown as Resolver<
  CarFormFields,
  unknown,
  CarFormOutput
>;
const featureInputId = 'car-feature';

/** A refused photo (too big, not an image) belongs beside the photos, not atop the form. */
function splitPhotoError(
  error: unknown,
  translate: TranslateMessage,
): { photo?: string; rest?: unknown } {
  if (!(error instanceof ApiError)) return { rest: error };
  if (error.status === 413) return { photo: describeError(error, translate) };
  const field = ['images', 'image'].find((name) => error.errors[name]?.[0]);
  if (!field) return { rest: error };
  const key = error.fieldKey(field);
  const photo = key ? translate(key) : error.errors[field]![0]!;
  const without = <V,>(record: Record<string, V>) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => name !== field));
  const others = without(error.errors);
  if (Object.keys(others).length === 0) return { photo };
  return {
    photo,
    rest: new ApiError(error.message, error.status, others, {
      code: error.code,
      errorCodes: without(error.errorCodes),
    }),
  };
}

export type CarFormSubmit = (
  values: CarFormOutput,
  photos: { existing: CarImageView[]; added: File[] },
) => Promise<void>;

/** Add and edit car (rules §2.2, §2.11): the domain's `carForm` checks the fields, as the API does. */
export function CarForm({
  mode,
  initial,
  initialImages = [],
  onSubmit,
  plateHint,
}: {
  mode: 'add' | 'edit';
  initial: CarFormFields;
  initialImages?: CarImageView[];
  onSubmit: CarFormSubmit;
  /** The plate field's hint, when someone other than the owner fills the form (an admin). */
  plateHint?: string;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [existing, setExisting] = useState(initialImages);
  const [added, setAdded] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const formErrorBox = useRef<HTMLDivElement>(null);
  const photoBox = useRef<HTMLDivElement>(null);
  // Saving = the request is on its way (validation excluded, so errors can still be focused).
  const [saving, setSaving] = useState(false);
  const sending = useRef(false);
  const focusNext = useRef<() => void>(undefined);
  const { register, handleSubmit, setError, setFocus, setValue, watch, formState } = useForm<
    CarFormFields,
    unknown,
    CarFormOutput
  >({ resolver: carFormResolver, defaultValues: initial });
  const { errors } = formState;
  const years = carYearChoices(new Date());
  if (!years.includes(initial.year)) years.push(initial.year); // an older car keeps its year
  const price = watch('price_per_hour');
  const features = watch('features');

  // Focus waits until the form is usable again (a disabled control cannot take it).
  useEffect(() => {
    if (saving || !focusNext.current) return;
    focusNext.current();
    focusNext.current = undefined;
  });

  const photoCountError = () => checkCarImageCount(existing.length + added.length, mode);
  const focusPhotos = () => photoBox.current?.querySelector('input')?.focus();

  const onFailure = (error: unknown) => {
    const { photo, rest } = splitPhotoError(error, translate);
    if (photo) setPhotoError(photo);
    const text =
      rest === undefined
        ? undefined
        : applyServerErrors(
            rest,
            fieldNames,
            setError,
            translate,
            // rules §9.10: a change refused as sent 'Invalid user or car data', any other 'Failed to update car'.
            mode === 'add'
              ? 'carAddFailed'
              : { input: 'carInputInvalid', other: 'carUpdateFailed' },
          );
    if (text) {
      setFormError(text);
      focusNext.current = () => formErrorBox.current?.focus();
      return;
    }
    const field =
      rest instanceof ApiError ? fieldNames.find((name) => rest.errors[name]) : undefined;
    focusNext.current = field ? () => setFocus(field) : photo ? focusPhotos : undefined;
  };

  const submit = handleSubmit(
    async (values) => {
      if (sending.current) return; // a second tap while the first is on its way
      setFormError(undefined);
      const photoProblem = photoCountError();
      setPhotoError(photoProblem);
      if (photoProblem) return focusPhotos();
      sending.current = true;
      setSaving(true);
      try {
        await onSubmit(values, { existing, added });
      } catch (error) {
        onFailure(error);
      } finally {
        sending.current = false;
        setSaving(false);
      }
    },
    (invalid: FieldErrors<CarFormFields>) => {
      // Every problem at once: the photo rule shows with the field errors, not after them.
      setPhotoError(photoCountError());
      // The feature list has no input of its own for the form to focus.
      if (Object.keys(invalid).join() === 'features')
        document.getElementById(featureInputId)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={saving || undefined}>
      {/* While the car uploads nothing can change (nor be sent twice). */}
      <fieldset disabled={saving} className="min-w-0 space-y-6">
        <Section title={t('owner.sectionCar')}>
          <CarDetailsFields
            register={register}
            errors={errors}
            years={years}
            plateHint={plateHint}
          />
        </Section>

        <Section title={t('owner.sectionPrice')}>
          <PriceAvailabilityFields register={register} errors={errors} price={price} />
        </Section>

        <Section title={t('owner.sectionFeatures')}>
          <FeatureListEditor
            inputId={featureInputId}
            features={features}
            error={errors.features?.message}
            onChange={(next) =>
              setValue('features', next, { shouldValidate: formState.isSubmitted })
            }
          />
        </Section>

        <Section title={t('owner.sectionPhotos')}>
          <div ref={photoBox}>
            <PhotoPicker
              existing={existing}
              added={added}
              onExistingChange={(images) => {
                setExisting(images);
                if (photoError)
                  setPhotoError(checkCarImageCount(images.length + added.length, mode));
              }}
              onAddedChange={(files) => {
                setAdded(files);
                if (photoError)
                  setPhotoError(checkCarImageCount(existing.length + files.length, mode));
              }}
              error={photoError}
            />
          </div>
        </Section>

        {mode === 'edit' && (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 bg-white px-5 py-3">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('is_active')} />
            <span className="font-medium text-stone-900">{t('owner.isActive')}</span>
          </label>
        )}

        {/* Beside the button: on a phone that is where the owner is looking. */}
        {formError && (
          <div ref={formErrorBox} tabIndex={-1} className="focus:outline-none">
            <Alert tone="error">{formError}</Alert>
          </div>
        )}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:items-center">
          <Button type="submit" className="w-full sm:w-auto">
            {saving ? t('owner.saving') : mode === 'add' ? t('owner.save') : t('owner.saveChanges')}
          </Button>
          {saving && (
            <div className="sm:flex-1">
              <SaveProgress photos={added} />
            </div>
          )}
        </div>
      </fieldset>
    </form>
  );
}
