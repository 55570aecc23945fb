import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput, type LoginInput } from '@kodesha/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { paths, safeNextPath } from '@/lib/paths';
import { useTranslateMessage } from '@/lib/use-message';
import { useLogIn } from '../api/log-in';
import { FormControls } from '@/components/ui/form-controls';

/**
 * Email, password, remember me and the way to a forgotten password (rules §1.14); once in, the page the
 * visitor came for (`?next=`) or their role's home.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const logIn = useLogIn();
  const [formError, setFormError] = useState<string>();

  const { register, handleSubmit, setError, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const session = await logIn.mutateAsync(values);
      navigate(safeNextPath(searchParams.get('next')) ?? paths.dashboardFor(session.user.role), {
        replace: true,
      });
    } catch (error) {
      setFormError(
        applyServerErrors(error, ['email', 'password'], setError, translate, 'loginError'),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormControls className="space-y-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <Field
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label className="inline-flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-4 rounded border-stone-400 accent-brand-700"
              {...register('remember')}
            />
            {t('auth.rememberMe')}
          </label>
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('auth.submittingLogin') : t('auth.submitLogin')}
        </Button>
      </FormControls>
    </form>
  );
}
