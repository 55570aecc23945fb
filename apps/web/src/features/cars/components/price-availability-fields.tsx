import { carPriceStep, priceTiers, weekDays } from '@kodesha/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { formatMoney } from '@/lib/format';
import type { CarFormFields } from './car-form-data';
import { borderFor, controlClass, labelClass } from './form-parts';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const fromHours = Array.from({ length: 24 }, (_, hour) => hour); // 00:00 to 23:00
const toHours = Array.from({ length: 24 }, (_, index) => index + 1); // 01:00 to 24:00

/**
 * The price per hour (steps of RWF 1,000, rules §2.2) and when the car can be rented
 * (rules §2.4): days of the week, from and to hours, notes.
 */
export function PriceAvailabilityFields({
  register,
  errors,
  price,
}: {
  register: UseFormRegister<CarFormFields>;
  errors: FieldErrors<CarFormFields>;
  /** The price typed so far, for the day-rate hint. */
  price: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('owner.price')}
        type="number"
        inputMode="numeric"
        min={carPriceStep}
        step={carPriceStep}
        hint={
          Number.isFinite(price) && price > 0
            ? t('owner.priceHint', { day: formatMoney(priceTiers(price).day) })
            : t('owner.priceStepHint')
        }
        error={errors.price_per_hour?.message}
        {...register('price_per_hour', { valueAsNumber: true })}
      />
      <fieldset
        className="min-w-0"
        aria-describedby={errors.available_days ? 'car-days-error' : undefined}
      >
        <legend className={labelClass}>{t('owner.availableDays')}</legend>
        <div className="grid grid-cols-4 gap-2 sm:flex sm:flex-wrap">
          {weekDays.map((day) => (
            <label
              key={day}
              className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
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
        <ErrorText id="car-days-error" text={errors.available_days?.message} />
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor="car-from" className={labelClass}>
            {t('owner.fromHour')}
          </label>
          <select
            id="car-from"
            className={`${controlClass} border-stone-300`}
            {...register('available_from_hour', { valueAsNumber: true })}
          >
            {fromHours.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="car-to" className={labelClass}>
            {t('owner.toHour')}
          </label>
          <select
            id="car-to"
            aria-invalid={errors.available_to_hour ? true : undefined}
            aria-describedby={errors.available_to_hour ? 'car-to-error' : undefined}
            className={`${controlClass} ${borderFor(errors.available_to_hour?.message)}`}
            {...register('available_to_hour', { valueAsNumber: true })}
          >
            {toHours.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
          <ErrorText id="car-to-error" text={errors.available_to_hour?.message} />
        </div>
      </div>
      <Field
        label={t('owner.availabilityNotes')}
        placeholder={t('owner.availabilityNotesPlaceholder')}
        maxLength={500}
        error={errors.availability_notes?.message}
        {...register('availability_notes')}
      />
    </>
  );
}
