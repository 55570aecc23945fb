import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInput } from '@kodesha/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormControls } from '@/components/ui/form-controls';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useTranslateMessage } from '@/lib/use-message';
import { useResetPassword } from '../api/password-reset';

type Values = {
  token: string;
  phone: string;
  code: string;
  password: string;
  password_confirmation: string;
};
const resolver = zodResolver(resetPasswordInput) as unknown as Resolver<Values>;

/**
 * rules §1.14: the new password, twice, with the link's token (held, not shown) or with
 * the number and the 6-digit code the SMS carried. Done, the person logs in themself.
 */
export function ResetPasswordForm({ token, phone }: { token?: string; phone?: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: {
      token: token ?? '',
      phone: phone ?? '',
      code: '',
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await reset.mutateAsync(
        token
          ? {
              token,
              password: values.password,
              password_confirmation: values.password_confirmation,
            }
          : {
              phone: values.phone,
              code: values.code,
              password: values.password,
              password_confirmation: values.password_confirmation,
            },
      );
      setDone(true);
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          token
            ? ['password', 'password_confirmation']
            : ['phone', 'code', 'password', 'password_confirmation'],
          setError,
          translate,
        ),
      );
    }
  });

  if (done)
    return (
      <div className="space-y-4">
        <Alert tone="success">{t('messages.resetDone')}</Alert>
        <Link
          to={paths.login()}
          className="block w-full rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
        >
          {t('auth.reset.logIn')}
        </Link>
      </div>
    );

  const tokenError = formState.errors.token?.message;
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormControls className="space-y-4">
        {(formError || tokenError) && (
          <Alert tone="error">
            {formError ?? tokenError}{' '}
            <Link to={paths.forgotPassword} className="font-semibold underline">
              {t('auth.reset.askAgain')}
            </Link>
          </Alert>
        )}
        {!token && (
          <>
            <Field
              label={t('auth.reset.phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              error={formState.errors.phone?.message}
              {...register('phone')}
            />
            <Field
              label={t('auth.reset.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              error={formState.errors.code?.message}
              {...register('code')}
            />
          </>
        )}
        <Field
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Field
          label={t('auth.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={formState.errors.password_confirmation?.message}
          {...register('password_confirmation')}
        />
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </FormControls>
    </form>
  );
}
