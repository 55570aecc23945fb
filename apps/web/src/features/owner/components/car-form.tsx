import { zodResolver } from '@hookform/resolvers/zod';
import {
  carForm,
  carTypes,
  carYearChoices,
  checkCarImageCount,
  priceTiers,
  rwandaLocations,
  weekDays,
  type CarFormOutput,
  type CarImageView,
} from '@kodesha/domain';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { useMessage } from '@/lib/use-message';
import type { CarFormFields } from './car-form-data';
import { FeatureListEditor } from './feature-list-editor';
import { PhotoPicker } from './photo-picker';

const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';
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
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <legend className="px-1 text-lg font-bold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function ErrorText({ text }: { text?: string }) {
  const message = useMessage();
  return text ? (
    <p role="alert" className="mt-1 text-sm text-red-700">
      {message(text)}
    </p>
  ) : null;
}

export type CarFormSubmit = (
  values: CarFormOutput,
  photos: { existing: CarImageView[]; added: File[] },
) => Promise<void>;

/** Add and edit car (spec §5): the domain's `carForm` checks the fields, as the API does. */
export function CarForm({
  mode,
  initial,
  initialImages = [],
  onSubmit,
}: {
  mode: 'add' | 'edit';
  initial: CarFormFields;
  initialImages?: CarImageView[];
  onSubmit: CarFormSubmit;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [existing, setExisting] = useState(initialImages);
  const [added, setAdded] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<
    CarFormFields,
    unknown,
    CarFormOutput
  >({ resolver: carFormResolver, defaultValues: initial });
  const errors = formState.errors;
  const years = carYearChoices(new Date());
  if (!years.includes(initial.year)) years.push(initial.year);
  const price = watch('price_per_hour');
  const features = watch('features');

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    const photoProblem = checkCarImageCount(existing.length + added.length, mode);
    setPhotoError(photoProblem);
    if (photoProblem) return;
    try {
      await onSubmit(values, { existing, added });
    } catch (error) {
      const text = applyServerErrors(error, fieldNames, setError);
      if (text) setFormError(message(text));
    }
  });
  const checkPhotosToo = () => {
    // The photo rule is shown with the field errors, not after them.
    setPhotoError(checkCarImageCount(existing.length + added.length, mode));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Section title={t('owner.sectionCar')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('owner.make')}
            placeholder={t('owner.makePlaceholder')}
            maxLength={50}
            error={errors.make?.message}
            {...register('make')}
          />
          <Field
            label={t('owner.model')}
            placeholder={t('owner.modelPlaceholder')}
            maxLength={50}
            error={errors.model?.message}
            {...register('model')}
          />
          <div>
            <label htmlFor="car-year" className="mb-1 block text-sm font-medium text-stone-800">
              {t('owner.year')}
            </label>
            <select
              id="car-year"
              className={`${controlClass} border-stone-300`}
              {...register('year', { valueAsNumber: true })}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
            <ErrorText text={errors.year?.message} />
          </div>
          <div>
            <label htmlFor="car-type" className="mb-1 block text-sm font-medium text-stone-800">
              {t('owner.carType')}
            </label>
            <select
              id="car-type"
              className={`${controlClass} border-stone-300`}
              {...register('car_type')}
            >
              {carTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`cars.type.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label
            htmlFor="car-description"
            className="mb-1 block text-sm font-medium text-stone-800"
          >
            {t('owner.description')}
          </label>
          <textarea
            id="car-description"
            rows={4}
            maxLength={2000}
            aria-invalid={errors.description ? true : undefined}
            className={`${controlClass} ${errors.description ? 'border-red-600' : 'border-stone-300'}`}
            {...register('description')}
          />
          <p className="mt-1 text-xs text-stone-600">{t('owner.descriptionHint')}</p>
          <ErrorText text={errors.description?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="car-location" className="mb-1 block text-sm font-medium text-stone-800">
              {t('owner.location')}
            </label>
            <select
              id="car-location"
              aria-invalid={errors.location ? true : undefined}
              className={`${controlClass} ${errors.location ? 'border-red-600' : 'border-stone-300'}`}
              {...register('location')}
            >
              <option value="">{t('owner.chooseLocation')}</option>
              {rwandaLocations.map((town) => (
                <option key={town} value={town}>
                  {town}
                </option>
              ))}
            </select>
            <ErrorText text={errors.location?.message} />
          </div>
          <Field
            label={t('owner.licensePlate')}
            hint={t('owner.licensePlateHint')}
            maxLength={12}
            autoCapitalize="characters"
            error={errors.license_plate?.message}
            {...register('license_plate')}
          />
        </div>
      </Section>

      <Section title={t('owner.sectionPrice')}>
        <Field
          label={t('owner.price')}
          type="number"
          inputMode="numeric"
          min={1000}
          step={1000}
          hint={
            Number.isFinite(price) && price > 0
              ? t('owner.priceHint', { day: formatMoney(priceTiers(price).day) })
              : t('owner.priceStepHint')
          }
          error={errors.price_per_hour?.message}
          {...register('price_per_hour', { valueAsNumber: true })}
        />
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('owner.availableDays')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {weekDays.map((day) => (
              <label
                key={day}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  value={day}
                  className="size-4 accent-brand-700"
                  {...register('available_days')}
                />
                <span className="text-sm">{t(`cars.days.${day}`)}</span>
              </label>
            ))}
          </div>
          <ErrorText text={errors.available_days?.message} />
        </fieldset>
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor="car-from" className="mb-1 block text-sm font-medium text-stone-800">
              {t('owner.fromHour')}
            </label>
            <select
              id="car-from"
              className={`${controlClass} border-stone-300`}
              {...register('available_from_hour', { valueAsNumber: true })}
            >
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="car-to" className="mb-1 block text-sm font-medium text-stone-800">
              {t('owner.toHour')}
            </label>
            <select
              id="car-to"
              className={`${controlClass} border-stone-300`}
              {...register('available_to_hour', { valueAsNumber: true })}
            >
              {Array.from({ length: 24 }, (_, index) => index + 1).map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
            <ErrorText text={errors.available_to_hour?.message} />
          </div>
        </div>
        <Field
          label={t('owner.availabilityNotes')}
          placeholder={t('owner.availabilityNotesPlaceholder')}
          maxLength={500}
          error={errors.availability_notes?.message}
          {...register('availability_notes')}
        />
      </Section>

      <Section title={t('owner.sectionFeatures')}>
        <FeatureListEditor
          features={features}
          error={errors.features?.message}
          onChange={(next) => setValue('features', next, { shouldValidate: formState.isSubmitted })}
        />
      </Section>

      <Section title={t('owner.sectionPhotos')}>
        <PhotoPicker
          existing={existing}
          added={added}
          onExistingChange={setExisting}
          onAddedChange={(files) => {
            setAdded(files);
            if (photoError) setPhotoError(checkCarImageCount(existing.length + files.length, mode));
          }}
          error={photoError}
        />
      </Section>

      {mode === 'edit' && (
        <label className="flex min-h-11 items-center gap-3 rounded-2xl border border-stone-200 bg-white px-5 py-3">
          <input type="checkbox" className="size-5 accent-brand-700" {...register('is_active')} />
          <span className="font-medium text-stone-900">{t('owner.isActive')}</span>
        </label>
      )}

      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={formState.isSubmitting}
          onClick={checkPhotosToo}
          className="w-full sm:w-auto"
        >
          {formState.isSubmitting
            ? t('owner.saving')
            : mode === 'add'
              ? t('owner.save')
              : t('owner.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
