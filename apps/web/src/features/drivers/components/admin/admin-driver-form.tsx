import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminCreateDriverInput,
  adminUpdateDriverInput,
  alwaysAvailable,
  driverRateStep,
  instantBookDefaults,
  minDriverRate,
  type AdminCreateDriverInput,
  type AdminDriverView,
  type AdminUpdateDriverInput,
  type WeekDay,
} from '@kodesha/domain';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { InstantBookFields } from '@/components/instant-book-fields';
import { WeeklyHoursFields } from '@/components/weekly-hours-fields';
import { controlClass } from '@/components/ui/select-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toasts';
import { useTranslateMessage } from '@/lib/use-message';
import { useAdminCreateDriver, type CreatedDriver } from '../../api/admin-create-driver';
import { useAdminUpdateDriver } from '../../api/admin-update-driver';
import { DriverSpecialtyChoices, DriverTownSelect } from '../driver-fields';
import { useFailureText } from '@/lib/use-message';

/** The admin's driver form as its inputs hold it; email and password on create only. */
export type AdminDriverFormFields = {
  name: string;
  age: number;
  experience: number;
  location: string;
  price_per_hour: number;
  specialties: string[];
  phone_number: string;
  license_number: string;
  availability_notes: string;
  bio: string;
  available_days: WeekDay[];
  available_from_hour: number;
  available_to_hour: number;
  instant_book: boolean;
  min_notice_hours: number;
  email?: string;
  password?: string;
};

/** What the create or the update schema gives back; create's has every field. */
type FormOutput = AdminUpdateDriverInput & Pick<AdminCreateDriverInput, 'email' | 'password'>;

const fieldNames = [
  'name',
  'age',
  'experience',
  'location',
  'price_per_hour',
  'specialties',
  'phone_number',
  'license_number',
  'availability_notes',
  'bio',
  'available_days',
  'available_from_hour',
  'available_to_hour',
  'instant_book',
  'min_notice_hours',
  'email',
  'password',
] as const;

/**
 * The domain's admin schemas check the form as the API does: name, age, experience, town
 * and rate required (rules §8.8), with the driver's own checks (rules §3.2). They also read
 * multipart text and the spec's spellings (so their input type is `unknown`); the form
 * holds the narrower values above, which they accept.
 */
const formSchema = (schema: typeof adminCreateDriverInput | typeof adminUpdateDriverInput) =>
  schema as unknown as z.ZodType<FormOutput, AdminDriverFormFields>;
const createResolver = zodResolver(formSchema(adminCreateDriverInput));
const updateResolver = zodResolver(formSchema(adminUpdateDriverInput));

function blankFields(): AdminDriverFormFields {
  return {
    name: '',
    age: Number.NaN,
    experience: Number.NaN,
    location: '',
    price_per_hour: Number.NaN,
    specialties: [],
    phone_number: '',
    license_number: '',
    availability_notes: '',
    bio: '',
    // rules §4.15: any day, any hour until the driver says
    available_days: [...alwaysAvailable.days],
    available_from_hour: alwaysAvailable.from_hour,
    available_to_hour: alwaysAvailable.to_hour,
    ...instantBookDefaults,
    email: '',
    password: '',
  };
}

function driverFields(driver: AdminDriverView): AdminDriverFormFields {
  return {
    name: driver.name,
    age: driver.age,
    experience: driver.experience,
    location: driver.location,
    price_per_hour: driver.price_per_hour,
    specialties: [...driver.specialties],
    phone_number: driver.user.phone_number ?? '',
    license_number: driver.license_number ?? '',
    availability_notes: driver.availability_notes,
    bio: driver.bio ?? '',
    available_days: [...driver.availability.days],
    available_from_hour: driver.availability.from_hour,
    available_to_hour: driver.availability.to_hour,
    instant_book: driver.instant_book,
    min_notice_hours: driver.min_notice_hours,
  };
}

/**
 * An edit sends only what changed (rules §8.8: any subset). A cleared value is sent as null
 * so it is cleared rather than left alone (JSON has no undefined).
 */
function changedFields(before: FormOutput | undefined, after: FormOutput): AdminUpdateDriverInput {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (key === 'email' || key === 'password') continue;
    const previous = before?.[key as keyof FormOutput];
    if (before && JSON.stringify(previous ?? null) === JSON.stringify(value ?? null)) continue;
    changed[key] = value ?? null;
  }
  return changed as AdminUpdateDriverInput;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-bold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

/**
 * Create and edit a driver (rules §8.8). On create also the sign-in email and password,
 * both optional: the answer says what was made up (`onCreated`).
 */
export function AdminDriverForm({
  formId,
  driver,
  onSaving,
  onCreated,
  onUpdated,
}: {
  /** The id of the <form>, for the window's buttons to submit it. */
  formId: string;
  driver?: AdminDriverView;
  onSaving: (saving: boolean) => void;
  onCreated: (created: CreatedDriver) => void;
  onUpdated: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const failureText = useFailureText();
  const create = useAdminCreateDriver();
  const update = useAdminUpdateDriver();
  const [formError, setFormError] = useState<string>();
  const errorBox = useRef<HTMLDivElement>(null);
  const [initial] = useState(() => (driver ? driverFields(driver) : blankFields()));
  const { register, handleSubmit, setError, formState } = useForm<
    AdminDriverFormFields,
    unknown,
    FormOutput
  >({ resolver: driver ? updateResolver : createResolver, defaultValues: initial });
  const { errors } = formState;

  const showFormError = (text: string) => {
    setFormError(text);
    // After the alert renders: on a phone it is where the admin is looking next.
    window.setTimeout(() => errorBox.current?.focus());
  };

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    let body: AdminUpdateDriverInput | undefined;
    if (driver) {
      const before = adminUpdateDriverInput.safeParse(initial);
      body = changedFields(before.success ? (before.data as FormOutput) : undefined, values);
      if (Object.keys(body).length === 0) return showFormError(t('adminDrivers.nothingChanged'));
    }
    onSaving(true);
    try {
      if (driver && body) {
        await update.mutateAsync({ id: driver.id, body });
        toast.success(t('messages.driverUpdatedAdmin'));
        onUpdated();
      } else {
        // Checked by the create schema (the resolver above): every field is there.
        const created = await create.mutateAsync(values as AdminCreateDriverInput);
        toast.success(t('messages.driverCreated'));
        onCreated(created);
      }
    } catch (error) {
      toast.error(
        failureText(
          error,
          t(driver ? 'messages.driverUpdateFailed' : 'messages.driverCreateFailed'),
        ),
      );
      const text = applyServerErrors(error, fieldNames, setError, translate);
      if (text) showFormError(text);
    } finally {
      onSaving(false);
    }
  });

  const saving = formState.isSubmitting;
  return (
    <form id={formId} onSubmit={submit} noValidate aria-busy={saving || undefined}>
      <fieldset disabled={saving} className="min-w-0 space-y-5">
        <p className="text-sm text-stone-700">{t('adminDrivers.form.intro')}</p>
        <Section title={t('adminDrivers.form.sectionDriver')}>
          <Field
            label={t('adminDrivers.form.name')}
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('adminDrivers.form.age')}
              type="number"
              inputMode="numeric"
              min={18}
              max={80}
              error={errors.age?.message}
              {...register('age', { valueAsNumber: true })}
            />
            <Field
              label={t('adminDrivers.form.experience')}
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              error={errors.experience?.message}
              {...register('experience', { valueAsNumber: true })}
            />
          </div>
          <Field
            label={t('adminDrivers.form.phone')}
            type="tel"
            autoComplete="off"
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
          <Field
            label={t('adminDrivers.form.licenceNumber')}
            maxLength={30}
            autoComplete="off"
            error={errors.license_number?.message}
            {...register('license_number')}
          />
          <div>
            <label htmlFor={`${formId}-bio`} className={labelClass}>
              {t('adminDrivers.form.bio')}
            </label>
            <textarea
              id={`${formId}-bio`}
              rows={3}
              maxLength={1000}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={errors.bio ? `${formId}-bio-error` : undefined}
              className={`${controlClass} ${errors.bio ? 'border-red-600' : ''}`}
              {...register('bio')}
            />
            <ErrorText id={`${formId}-bio-error`} text={errors.bio?.message} />
          </div>
        </Section>

        <Section title={t('adminDrivers.form.sectionWork')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <DriverTownSelect
              id={`${formId}-location`}
              label={t('adminDrivers.form.location')}
              placeholder={t('adminDrivers.form.chooseLocation')}
              error={errors.location?.message}
              registration={register('location')}
            />
            <Field
              label={t('adminDrivers.form.price')}
              type="number"
              inputMode="numeric"
              min={minDriverRate}
              step={driverRateStep}
              hint={t('adminDrivers.form.priceHint')}
              error={errors.price_per_hour?.message}
              {...register('price_per_hour', { valueAsNumber: true })}
            />
          </div>
          <DriverSpecialtyChoices
            id={`${formId}-specialties`}
            legend={t('adminDrivers.form.specialties')}
            error={errors.specialties?.message}
            registration={register('specialties')}
          />
          <Field
            label={t('adminDrivers.form.availabilityNotes')}
            placeholder={t('adminDrivers.form.availabilityNotesPlaceholder')}
            maxLength={500}
            error={errors.availability_notes?.message}
            {...register('availability_notes')}
          />
          <WeeklyHoursFields
            id={`${formId}-week`}
            registrations={{
              days: register('available_days'),
              from: register('available_from_hour', { valueAsNumber: true }),
              to: register('available_to_hour', { valueAsNumber: true }),
            }}
            errors={{
              days: errors.available_days?.message,
              to: errors.available_to_hour?.message,
            }}
          />
          <InstantBookFields
            id={formId}
            registrations={{
              instantBook: register('instant_book'),
              minNotice: register('min_notice_hours', { valueAsNumber: true }),
            }}
            error={errors.min_notice_hours?.message}
          />
        </Section>

        {!driver && (
          <Section title={t('adminDrivers.form.sectionAccount')}>
            <Field
              label={t('adminDrivers.form.email')}
              type="email"
              autoComplete="off"
              hint={t('adminDrivers.form.emailHint')}
              error={errors.email?.message}
              {...register('email')}
            />
            <Field
              label={t('adminDrivers.form.password')}
              type="password"
              autoComplete="new-password"
              hint={t('adminDrivers.form.passwordHint')}
              error={errors.password?.message}
              {...register('password')}
            />
          </Section>
        )}

        {formError && (
          <div ref={errorBox} tabIndex={-1} className="focus:outline-none">
            <Alert tone="error">{formError}</Alert>
          </div>
        )}
      </fieldset>
    </form>
  );
}
