import { zodResolver } from '@hookform/resolvers/zod';
import {
  roleNeedsPhone,
  signupForm,
  signupLandingByRole,
  signupRoles,
  type SignupForm,
} from '@kodesha/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useMessage } from '@/lib/use-message';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';

const fields = [
  'name',
  'email',
  'phone_number',
  'password',
  'password_confirmation',
  'role',
] as const;

export function SignupPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.signUp'));
  const message = useMessage();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string>();

  const { register, handleSubmit, setError, watch, formState } = useForm<
    SignupForm,
    unknown,
    z.output<typeof signupForm>
  >({
    resolver: zodResolver(signupForm),
    defaultValues: {
      role: 'client',
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
      navigate(signupLandingByRole[values.role], { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
    }
  });

  return (
    <AuthCard title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {formError && <Alert tone="error">{message(formError)}</Alert>}
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
          {errors.terms?.message && (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {message(errors.terms.message)}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.submittingSignup') : t('auth.submitSignup')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('auth.haveAccount')}{' '}
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          {t('nav.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
