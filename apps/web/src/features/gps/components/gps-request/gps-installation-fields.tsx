import { gpsPreferredTimes } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Field } from '@/components/ui/field';
import { FormSelect } from '@/components/ui/form-select';
import { GpsFormSection, GpsTextarea } from './gps-form-controls';
import { maxGpsNotes, type GpsRequestFormState } from './use-gps-request-form';

/**
 * Installation Details (rules §7.2): where the technician comes, a preferred date from
 * Kigali's today to a year ahead and a time of day, and notes.
 */
export function GpsInstallationFields({ state }: { state: GpsRequestFormState }) {
  const { t } = useTranslation();
  const { register, formState } = state.form;
  const errors = formState.errors;
  return (
    <GpsFormSection id="gps-installation" title={t('gpsRequest.form.installationSection')}>
      <Field
        label={t('gpsRequest.form.location')}
        placeholder={t('gpsRequest.form.locationPlaceholder')}
        hint={t('gpsRequest.form.locationHint')}
        autoComplete="street-address"
        maxLength={200}
        aria-required
        error={errors.installation_location?.message}
        {...register('installation_location')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('gpsRequest.form.preferredDate')}
          type="date"
          min={state.today}
          max={state.lastDay}
          error={errors.preferred_installation_date?.message}
          {...register('preferred_installation_date')}
        />
        <FormSelect
          // As tall as a text field beside it (a select draws no line height of its own).
          className="min-h-11.5"
          label={t('gpsRequest.form.preferredTime')}
          error={errors.preferred_time?.message}
          {...register('preferred_time')}
        >
          <option value="">{t('gpsRequest.form.anyTime')}</option>
          {gpsPreferredTimes.map((time) => (
            <option key={time} value={time}>
              {t(`gps.time.${time}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <GpsTextarea
        label={t('gpsRequest.form.notes')}
        placeholder={t('gpsRequest.form.notesPlaceholder')}
        rows={3}
        maxLength={maxGpsNotes}
        hint={t('gpsRequest.form.characters', { count: state.notesLength, max: maxGpsNotes })}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </GpsFormSection>
  );
}
