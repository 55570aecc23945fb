import { carTypes, rwandaLocations } from '@kodesha/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import type { CarFormFields } from './car-form-data';
import { borderFor, controlClass, labelClass } from './form-parts';

/** What the car is and where: make, model, year, type, description, town, plate (rules §2.2). */
export function CarDetailsFields({
  register,
  errors,
  years,
  plateHint,
}: {
  register: UseFormRegister<CarFormFields>;
  errors: FieldErrors<CarFormFields>;
  /** The Year choices, newest first. */
  years: readonly number[];
  /** Who sees the plate, as the person filling the form reads it (the owner unless said). */
  plateHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('owner.make')}
          placeholder={t('owner.makePlaceholder')}
          maxLength={50}
          autoComplete="off"
          error={errors.make?.message}
          {...register('make')}
        />
        <Field
          label={t('owner.model')}
          placeholder={t('owner.modelPlaceholder')}
          maxLength={50}
          autoComplete="off"
          error={errors.model?.message}
          {...register('model')}
        />
        <div>
          <label htmlFor="car-year" className={labelClass}>
            {t('owner.year')}
          </label>
          <select
            id="car-year"
            className={`${controlClass} ${borderFor(errors.year?.message)}`}
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
          <label htmlFor="car-type" className={labelClass}>
            {t('owner.carType')}
          </label>
          <select
            id="car-type"
            className={`${controlClass} ${borderFor(errors.car_type?.message)}`}
            {...register('car_type')}
          >
            {carTypes.map((type) => (
              <option key={type} value={type}>
                {t(`cars.type.${type}`)}
              </option>
            ))}
          </select>
          <ErrorText text={errors.car_type?.message} />
        </div>
      </div>
      <div>
        <label htmlFor="car-description" className={labelClass}>
          {t('owner.description')}
        </label>
        <textarea
          id="car-description"
          rows={4}
          maxLength={2000}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`car-description-hint${errors.description ? ' car-description-error' : ''}`}
          className={`${controlClass} ${borderFor(errors.description?.message)}`}
          {...register('description')}
        />
        <p id="car-description-hint" className="mt-1 text-xs text-stone-600">
          {t('owner.descriptionHint')}
        </p>
        <ErrorText id="car-description-error" text={errors.description?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="car-location" className={labelClass}>
            {t('owner.location')}
          </label>
          <select
            id="car-location"
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={errors.location ? 'car-location-error' : undefined}
            className={`${controlClass} ${borderFor(errors.location?.message)}`}
            {...register('location')}
          >
            <option value="">{t('owner.chooseLocation')}</option>
            {rwandaLocations.map((town) => (
              <option key={town} value={town}>
                {town}
              </option>
            ))}
          </select>
          <ErrorText id="car-location-error" text={errors.location?.message} />
        </div>
        <Field
          label={t('owner.licensePlate')}
          hint={plateHint ?? t('owner.licensePlateHint')}
          maxLength={12}
          autoCapitalize="characters"
          autoComplete="off"
          error={errors.license_plate?.message}
          {...register('license_plate')}
        />
      </div>
    </>
  );
}
