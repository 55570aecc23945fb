import { weekDays } from '@kodesha/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ErrorText } from '@/components/ui/error-text';
import { controlClass } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/i18n';
import '@/locales/en-listing-calendar';

const labelClass = 'mb-1 block text-sm font-medium text-stone-800';
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const fromHours = Array.from({ length: 24 }, (_, hour) => hour); // 00:00 to 23:00
const toHours = Array.from({ length: 24 }, (_, index) => index + 1); // 01:00 to 24:00

/**
 * When a car or a driver can be booked (rules §2.4, §4.15): days of the week, from and until
 * whole hours. The same fields on the car form, the driver's profile and the admin's forms;
 * `registrations` are what each form's `register` gave for the three fields.
 */
export function WeeklyHoursFields({
  id,
  registrations,
  errors,
}: {
  /** Prefixes the controls' ids: one form may not share them with another on the page. */
  id: string;
  registrations: {
    days: UseFormRegisterReturn;
    from: UseFormRegisterReturn;
    to: UseFormRegisterReturn;
  };
  errors: { days?: string; to?: string };
}) {
  const { t } = useTranslation();
  // The grey border gives way to red (two border colours would fight).
  const toClass = errors.to
    ? controlClass.replace('border-stone-300', 'border-red-600')
    : controlClass;
  return (
    <>
      <fieldset className="min-w-0" aria-describedby={errors.days ? `${id}-days-error` : undefined}>
        <legend className={labelClass}>{t('listingCalendar.availableDays')}</legend>
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
                {...registrations.days}
              />
              <span className="text-sm">{t(`cars.days.${day}`)}</span>
            </label>
          ))}
        </div>
        <ErrorText id={`${id}-days-error`} text={errors.days} />
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            {t('listingCalendar.fromHour')}
          </label>
          <select id={`${id}-from`} className={controlClass} {...registrations.from}>
            {fromHours.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            {t('listingCalendar.toHour')}
          </label>
          <select
            id={`${id}-to`}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? `${id}-to-error` : undefined}
            className={toClass}
            {...registrations.to}
          >
            {toHours.map((hour) => (
              <option key={hour} value={hour}>
                {hourLabel(hour)}
              </option>
            ))}
          </select>
          <ErrorText id={`${id}-to-error`} text={errors.to} />
        </div>
      </div>
    </>
  );
}
