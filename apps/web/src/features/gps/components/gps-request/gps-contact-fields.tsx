import { useTranslation } from '@/lib/i18n';
import { Field } from '@/components/ui/field';
import { GpsFormSection } from './gps-form-controls';
import type { GpsRequestFormState } from './use-gps-request-form';

/** Contact Information (rules §7.2): whom our team calls, filled in from the account. */
export function GpsContactFields({ state }: { state: GpsRequestFormState }) {
  const { t } = useTranslation();
  const { register, formState } = state.form;
  const errors = formState.errors;
  return (
    <GpsFormSection
      id="gps-contact"
      title={t('gpsRequest.form.contactSection')}
      intro={t('gpsRequest.form.contactHint')}
    >
      <Field
        label={t('gpsRequest.form.name')}
        autoComplete="name"
        maxLength={100}
        aria-required
        error={errors.contact_name?.message}
        {...register('contact_name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('gpsRequest.form.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+250 788 123 456"
          hint={t('gpsRequest.form.phoneHint')}
          aria-required
          error={errors.contact_phone?.message}
          {...register('contact_phone')}
        />
        <Field
          label={t('gpsRequest.form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.contact_email?.message}
          {...register('contact_email')}
        />
      </div>
    </GpsFormSection>
  );
}
