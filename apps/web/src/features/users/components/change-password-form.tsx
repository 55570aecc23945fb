import { zodResolver } from '@hookform/resolvers/zod';
import { updatePasswordInput, type UpdatePasswordInput } from '@kodesha/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateMessage } from '@/lib/use-message';
import { useChangePassword } from '../api/change-password';

const fields = ['current_password', 'new_password', 'new_password_confirmation'] as const;

/**
 * The password change of rules §1.7. `onChanged` runs once the server took the new
 * password (a screen that was waiting for it moves on).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const change = useChangePassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const { register, handleSubmit, setError, reset, watch, formState } =
    useForm<UpdatePasswordInput>({
      resolver: zodResolver(updatePasswordInput),
      defaultValues: { current_password: '', new_password: '', new_password_confirmation: '' },
    });
  // rules §1.7: submit stays disabled until all three fields are filled.
  const allFilled = watch(fields).every(Boolean);

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await change.mutateAsync(values);
      reset();
      setOutcome({ tone: 'success', text: t('editProfile.passwordChanged') });
      onChanged?.();
    } catch (error) {
      const text = applyServerErrors(error, fields, setError, translate, 'passwordChangeFailed');
      if (text) setOutcome({ tone: 'error', text });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Field
        label={t('editProfile.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.current_password?.message}
        {...register('current_password')}
      />
      <Field
        label={t('editProfile.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        error={formState.errors.new_password?.message}
        {...register('new_password')}
      />
      <Field
        label={t('editProfile.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.new_password_confirmation?.message}
        {...register('new_password_confirmation')}
      />
      <Button type="submit" variant="secondary" disabled={!allFilled || formState.isSubmitting}>
        {formState.isSubmitting
          ? t('editProfile.changingPassword')
          : t('editProfile.changePassword')}
      </Button>
    </form>
  );
}
