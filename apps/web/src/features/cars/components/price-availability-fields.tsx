import { carPriceStep, priceTiers } from '@kodesha/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Field } from '@/components/ui/field';
import { InstantBookFields } from '@/components/instant-book-fields';
import { WeeklyHoursFields } from '@/components/weekly-hours-fields';
import { formatMoney } from '@/lib/format';
import type { CarFormFields } from './car-form-data';

/**
 * The price per hour (steps of RWF 1,000, rules §2.2) and when the car can be rented
 * (rules §2.4): days of the week, from and to hours, notes; and Instant Book (rules §4.16).
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
      <WeeklyHoursFields
        id="car"
        registrations={{
          days: register('available_days'),
          from: register('available_from_hour', { valueAsNumber: true }),
          to: register('available_to_hour', { valueAsNumber: true }),
        }}
        errors={{ days: errors.available_days?.message, to: errors.available_to_hour?.message }}
      />
      <Field
        label={t('owner.availabilityNotes')}
        placeholder={t('owner.availabilityNotesPlaceholder')}
        maxLength={500}
        error={errors.availability_notes?.message}
        {...register('availability_notes')}
      />
      <InstantBookFields
        id="car"
        registrations={{
          instantBook: register('instant_book'),
          minNotice: register('min_notice_hours', { valueAsNumber: true }),
        }}
        error={errors.min_notice_hours?.message}
      />
    </>
  );
}
