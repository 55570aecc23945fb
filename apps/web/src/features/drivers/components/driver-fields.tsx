import { rwandaLocations, specialties } from '@kodesha/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { ErrorText } from '@/components/ui/error-text';
import { controlClass } from '@/components/ui/select-field';

const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

/**
 * The driver's town (rules §3.2), one of the ten, for the registration, the profile and the
 * admin's driver form alike; `registration` is what the form's `register('location')` gave.
 */
export function DriverTownSelect({
  id,
  label,
  placeholder,
  error,
  registration,
}: {
  id: string;
  label: string;
  placeholder: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        // The control's own grey border gives way to red (two border colours would fight).
        className={
          error ? controlClass.replace('border-stone-300', 'border-red-600') : controlClass
        }
        {...registration}
      >
        <option value="">{placeholder}</option>
        {rwandaLocations.map((town) => (
          <option key={town} value={town}>
            {town}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} text={error} />
    </div>
  );
}

/** The specialties (rules §3.11) as checkboxes, each by its label; `registration` from `register('specialties')`. */
export function DriverSpecialtyChoices({
  id,
  legend,
  error,
  registration,
  columns = 'grid-cols-2',
}: {
  id: string;
  legend: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** The grid's columns: two, or two from a tablet's width up. */
  columns?: 'grid-cols-2' | 'sm:grid-cols-2';
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {specialties.map((specialty) => (
          <label
            key={specialty}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-1.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
          >
            <input
              type="checkbox"
              value={specialty}
              className="size-4 accent-brand-700"
              {...registration}
            />
            <span className="text-sm">{t(`drivers.specialty.${specialty}`)}</span>
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} text={error} />
    </fieldset>
  );
}
