import { useTranslation } from '@/lib/i18n';
import { Field } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-select';
import { GpsFormSection } from './gps-form-controls';
import {
  anotherCar,
  carSelectId,
  type GpsCarChoice,
  type GpsRequestFormState,
} from './use-gps-request-form';

/**
 * Vehicle Information (rules §7.2): one of the owner's cars, which fills in the fields
 * below, or another car typed in; make, model, year and plate.
 */
export function GpsVehicleFields({ state }: { state: GpsRequestFormState }) {
  const { t } = useTranslation();
  const { form, cars, carChoice, chooseCar, years } = state;
  const { register, formState } = form;
  const errors = formState.errors;
  const carLabel = (car: GpsCarChoice) =>
    car.license_plate
      ? t('gpsRequest.form.carOptionWithPlate', { ...car, plate: car.license_plate })
      : t('gpsRequest.form.carOption', car);

  return (
    <GpsFormSection id="gps-vehicle" title={t('gpsRequest.form.vehicleSection')}>
      {/* An owner with no car listed types one in: there is nothing to choose from. */}
      {cars?.length !== 0 && (
        <FormSelect
          // As tall as a text field beside it (a select draws no line height of its own).
          className="min-h-11.5"
          id={carSelectId}
          label={t('gpsRequest.form.chooseCar')}
          value={carChoice}
          onChange={(event) => chooseCar(event.target.value)}
          disabled={cars === undefined}
          hint={cars && t('gpsRequest.form.chooseCarHint')}
          error={errors.car_id?.message}
        >
          {cars === undefined ? (
            <option value="">{t('gpsRequest.form.loadingCars')}</option>
          ) : (
            <>
              <option value="">{t('gpsRequest.form.chooseCarPlaceholder')}</option>
              {cars.map((car) => (
                <option key={car.id} value={String(car.id)}>
                  {carLabel(car)}
                </option>
              ))}
              <option value={anotherCar}>{t('gpsRequest.form.anotherCar')}</option>
            </>
          )}
        </FormSelect>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('gpsRequest.form.make')}
          placeholder={t('gpsRequest.form.makePlaceholder')}
          maxLength={50}
          aria-required
          error={errors.car_make?.message}
          {...register('car_make')}
        />
        <Field
          label={t('gpsRequest.form.model')}
          placeholder={t('gpsRequest.form.modelPlaceholder')}
          maxLength={50}
          aria-required
          error={errors.car_model?.message}
          {...register('car_model')}
        />
        <FormSelect
          // As tall as a text field beside it (a select draws no line height of its own).
          className="min-h-11.5"
          label={t('gpsRequest.form.year')}
          error={errors.car_year?.message}
          {...register('car_year')}
        >
          <option value="">{t('gpsRequest.form.chooseYear')}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </FormSelect>
        <Field
          label={t('gpsRequest.form.plate')}
          placeholder="RAB 123 C"
          autoCapitalize="characters"
          maxLength={20}
          aria-required
          error={errors.license_plate?.message}
          {...register('license_plate')}
        />
      </div>
    </GpsFormSection>
  );
}
