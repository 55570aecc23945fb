import { maxNoticeHours } from '@kodesha/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n';
import { useChannels } from '@/lib/server-reach';
import '@/locales/en-listing-calendar';

/**
 * Instant Book and its minimum notice (rules §4.16), as a car's owner, a driver or an admin
 * sets them. Where no SMS gateway is set up nobody can verify a phone, so no request can be
 * confirmed at once: the setting says so instead of promising it (it may still be saved).
 */
export function InstantBookFields({
  id,
  registrations,
  error,
}: {
  id: string;
  registrations: { instantBook: UseFormRegisterReturn; minNotice: UseFormRegisterReturn };
  /** The minimum notice's error. */
  error?: string;
}) {
  const { t } = useTranslation();
  const channels = useChannels();
  const hint = channels?.sms === false ? 'noSmsNote' : 'instantBookHint';
  return (
    <div className="space-y-3">
      <div>
        <label
          className="flex min-h-11 cursor-pointer items-center gap-3"
          htmlFor={`${id}-instant`}
        >
          <input
            id={`${id}-instant`}
            type="checkbox"
            className="size-5 accent-brand-700"
            aria-describedby={`${id}-instant-hint`}
            {...registrations.instantBook}
          />
          <span className="text-sm font-medium text-stone-800">
            {t('listingCalendar.instantBook')}
          </span>
        </label>
        <p
          id={`${id}-instant-hint`}
          className={
            hint === 'noSmsNote'
              ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900'
              : 'text-xs text-stone-600'
          }
        >
          {t(`listingCalendar.${hint}`)}
        </p>
      </div>
      <Field
        id={`${id}-notice`}
        label={t('listingCalendar.minNotice')}
        type="number"
        inputMode="numeric"
        min={0}
        max={maxNoticeHours}
        step={1}
        hint={t('listingCalendar.minNoticeHint')}
        error={error}
        className="max-w-xs"
        {...registrations.minNotice}
      />
    </div>
  );
}
