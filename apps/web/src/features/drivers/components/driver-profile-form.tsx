import { zodResolver } from '@hookform/resolvers/zod';
import { driverForm, messages, type DriverFormOutput } from '@kodesha/domain';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { FileField } from '@/components/ui/file-field';
import { InstantBookFields } from '@/components/instant-book-fields';
import { WeeklyHoursFields } from '@/components/weekly-hours-fields';
import { controlClass } from '@/components/ui/select-field';
import { applyServerErrors } from '@/lib/form-errors';
import { checkImageFile } from '@/lib/image-file';
import { useTranslateMessage } from '@/lib/use-message';
import { DriverSpecialtyChoices, DriverTownSelect } from './driver-fields';
import { driverFieldNames, type DriverFormFields } from './driver-form-data';

/** The domain schema reads multipart text too; the form holds these narrower values. */
const resolver = zodResolver(driverForm) as unknown as Resolver<
  DriverFormFields,
  unknown,
  DriverFormOutput
>;
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <legend className="px-1 text-lg font-bold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Driver registration and profile edit (rules §3.2): the domain's `driverForm`, as the API checks. */
export function DriverProfileForm({
  mode,
  initial,
  onSubmit,
}: {
  mode: 'register' | 'edit';
  initial: DriverFormFields;
  onSubmit: (
    values: DriverFormOutput,
    files: { license_image?: File; profile_image?: File },
  ) => Promise<void>;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [licence, setLicence] = useState<File>();
  const [photo, setPhoto] = useState<File>();
  const [fileErrors, setFileErrors] = useState<{ license_image?: string; profile_image?: string }>(
    {},
  );
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<
    DriverFormFields,
    unknown,
    DriverFormOutput
  >({
    resolver,
    defaultValues: initial,
  });
  const errors = formState.errors;

  const pick =
    (field: 'license_image' | 'profile_image', set: (file?: File) => void) =>
    async (file?: File) => {
      const problem = file ? await checkImageFile(file) : undefined;
      setFileErrors((current) => ({ ...current, [field]: problem }));
      set(problem ? undefined : file);
    };
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    if (mode === 'register' && !licence) {
      setFileErrors((current) => ({
        ...current,
        license_image: messages.driverLicenceImageRequired,
      }));
      return;
    }
    try {
      await onSubmit(values, { license_image: licence, profile_image: photo });
    } catch (error) {
      const text = applyServerErrors(
        error,
        driverFieldNames,
        setError,
        translate,
        // rules §3.3, §3.10: each screen's words when the server gives none of its own
        mode === 'register' ? 'driverRegisterFailed' : 'driverProfileUpdateFailed',
      );
      if (text) setFormError(text);
    }
  });
  const checkLicenceToo = () => {
    if (mode === 'register' && !licence)
      setFileErrors((current) => ({
        ...current,
        license_image: messages.driverLicenceImageRequired,
      }));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {formError && <Alert tone="error">{formError}</Alert>}
      <Section title={t('driver.sectionAbout')}>
        <Field
          label={t('driver.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <div className="grid grid-cols-2 gap-4">
          <Field
            label={t('driver.age')}
            type="number"
            inputMode="numeric"
            min={18}
            error={errors.age?.message}
            {...register('age', { valueAsNumber: true })}
          />
          <Field
            label={t('driver.experience')}
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.experience?.message}
            {...register('experience', { valueAsNumber: true })}
          />
        </div>
        <div>
          <label htmlFor="driver-bio" className="mb-1 block text-sm font-medium text-stone-800">
            {t('driver.bio')}
          </label>
          <textarea
            id="driver-bio"
            rows={3}
            maxLength={1000}
            placeholder={t('driver.bioPlaceholder')}
            className={controlClass}
            {...register('bio')}
          />
          <ErrorText text={errors.bio?.message} />
        </div>
        <FileField
          label={t('driver.profileImage')}
          hint={t('driver.profileImageHint')}
          error={fileErrors.profile_image}
          onPick={pick('profile_image', setPhoto)}
        />
      </Section>
      <Section title={t('driver.sectionWork')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <DriverTownSelect
            id="driver-location"
            label={t('driver.location')}
            placeholder={t('driver.chooseLocation')}
            error={errors.location?.message}
            registration={register('location')}
          />
          <Field
            label={t('driver.price')}
            type="number"
            inputMode="numeric"
            min={1000}
            step={500}
            hint={t('driver.priceHint')}
            error={errors.price_per_hour?.message}
            {...register('price_per_hour', { valueAsNumber: true })}
          />
        </div>
        <DriverSpecialtyChoices
          id="driver-specialties"
          legend={t('driver.specialties')}
          error={errors.specialties?.message}
          registration={register('specialties')}
          columns="sm:grid-cols-2"
        />
        <Field
          label={t('driver.availabilityNotes')}
          placeholder={t('driver.availabilityNotesPlaceholder')}
          maxLength={500}
          error={errors.availability_notes?.message}
          {...register('availability_notes')}
        />
        <WeeklyHoursFields
          id="driver"
          registrations={{
            days: register('available_days'),
            from: register('available_from_hour', { valueAsNumber: true }),
            to: register('available_to_hour', { valueAsNumber: true }),
          }}
          errors={{ days: errors.available_days?.message, to: errors.available_to_hour?.message }}
        />
        <InstantBookFields
          id="driver"
          registrations={{
            instantBook: register('instant_book'),
            minNotice: register('min_notice_hours', { valueAsNumber: true }),
          }}
          error={errors.min_notice_hours?.message}
        />
      </Section>
      <Section title={t('driver.sectionLicence')}>
        {mode === 'edit' && (
          // rules §1.10: say it before the driver saves, not after they vanish from the list.
          <p className="text-sm text-stone-700">{t('driver.identityReviewHint')}</p>
        )}
        <Field
          label={t('driver.licenseNumber')}
          maxLength={30}
          error={errors.license_number?.message}
          {...register('license_number')}
        />
        <FileField
          label={mode === 'register' ? t('driver.licenceImage') : t('driver.newLicenceImage')}
          hint={
            mode === 'register' ? t('driver.licenceImageHint') : t('driver.newLicenceImageHint')
          }
          error={fileErrors.license_image}
          onPick={pick('license_image', setLicence)}
        />
      </Section>
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={formState.isSubmitting}
          onClick={checkLicenceToo}
          className="w-full sm:w-auto"
        >
          {mode === 'register'
            ? formState.isSubmitting
              ? t('driver.submitting')
              : t('driver.submit')
            : formState.isSubmitting
              ? t('driver.saving')
              : t('driver.save')}
        </Button>
      </div>
    </form>
  );
}
