import { zodResolver } from '@hookform/resolvers/zod';
import {
  roleNeedsPhone,
  signupForm,
  signupLandingByRole,
  signupRoles,
  type SignupForm as SignupFormValues,
} from '@kodesha/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { paths, safeNextPath } from '@/lib/paths';
import { channelsQuery } from '@/lib/server-reach';
import { useTranslateMessage } from '@/lib/use-message';
import { useSignUp } from '../api/sign-up';
import { FormControls } from '@/components/ui/form-controls';

const fields = [
  'name',
  'email',
  'phone_number',
  'password',
  'password_confirmation',
  'role',
] as const;

/** The role a link asked for (`?role=owner`), or a client's. */
function askedRole(asked: string | null): SignupFormValues['role'] {
  return signupRoles.find((role) => role === asked) ?? 'client';
}

/**
 * The role to sign up as (chosen already when a link says which: "List Your Car"), then
 * the account's details and the terms; then `?next=` (the car being booked) or the role's
 * first screen (rules §1.3).
 */
export function SignupForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string>();

  const { register, handleSubmit, setError, watch, formState } = useForm<
    SignupFormValues,
    unknown,
    z.output<typeof signupForm>
  >({
    resolver: zodResolver(signupForm),
    defaultValues: {
      role: askedRole(params.get('role')),
      name: '',
      email: '',
      phone_number: '',
      password: '',
      password_confirmation: '',
      terms: false,
    },
  });
  const role = watch('role') ?? 'client';
  const errors = formState.errors;

  const onSubmit = handleSubmit(async ({ terms: _accepted, ...values }) => {
    setFormError(undefined);
    try {
      await signUp.mutateAsync(values);
      const landing = safeNextPath(params.get('next')) ?? signupLandingByRole[values.role];
      // Owners and drivers are asked to verify their phone first where an SMS can carry the
      // code: their booking requests reach them by SMS only once it is (rules §10.7, §10.9).
      const channels = await queryClient.fetchQuery(channelsQuery).catch(() => undefined);
      navigate(
        roleNeedsPhone(values.role) && channels?.sms ? paths.verifyPhone(landing) : landing,
        { replace: true },
      );
    } catch (error) {
      setFormError(
        applyServerErrors(error, fields, setError, translate, {
          input: 'registrationFailed',
          other: 'registrationError',
        }),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormControls className="space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-stone-800">
            {t('auth.chooseRole')}
          </legend>
          <div className="grid gap-2">
            {signupRoles.map((choice) => (
              <label
                key={choice}
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 ${role === choice ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-stone-300 bg-white hover:bg-stone-50'}`}
              >
                <input
                  type="radio"
                  value={choice}
                  className="mt-1 size-4 accent-brand-700"
                  {...register('role')}
                />
                <span>
                  <span className="block font-semibold text-stone-900">
                    {t(`auth.roles.${choice}.title`)}
                  </span>
                  <span className="block text-sm text-stone-700">
                    {t(`auth.roles.${choice}.text`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('auth.fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {roleNeedsPhone(role) && (
          <Field
            label={t('auth.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+250 788 123 456"
            hint={t('auth.phoneHint')}
            error={errors.phone_number?.message}
            {...register('phone_number')}
          />
        )}
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Field
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              aria-invalid={errors.terms ? true : undefined}
              {...register('terms')}
            />
            <span>
              {t('auth.termsBefore')}{' '}
              <Link
                to={paths.terms}
                target="_blank"
                className="font-semibold text-brand-700 underline"
              >
                {t('auth.termsLink')}
              </Link>{' '}
              {t('auth.termsAnd')}{' '}
              <Link
                to={paths.privacy}
                target="_blank"
                className="font-semibold text-brand-700 underline"
              >
                {t('auth.privacyLink')}
              </Link>
            </span>
          </label>
          <ErrorText text={errors.terms?.message} />
        </div>
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.submittingSignup') : t('auth.submitSignup')}
        </Button>
      </FormControls>
    </form>
  );
}
