import { zodResolver } from '@hookform/resolvers/zod';
import {
  profileFormFor,
  type profileForm,
  type ProfileForm as ProfileFormValues,
  type UserView,
} from '@kodesha/domain';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateMessage } from '@/lib/use-message';
import { useUpdateProfile } from '../api/update-profile';

const redirectAfterSaveMs = 2_000; // rules §1.8

/**
 * Name, email and phone; a new email asks for the current password too (rules §1.8). Once
 * saved, the user's home follows after a moment.
 */
export function ProfileForm({ user, home }: { user: UserView; home: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string>();

  const schema = useMemo(() => profileFormFor(user.email), [user.email]);
  const { register, handleSubmit, setError, formState, watch } = useForm<
    ProfileFormValues,
    unknown,
    z.output<typeof profileForm>
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user.name,
      email: user.email,
      phone_number: user.phone_number ?? '',
      current_password: '',
    },
  });
  const emailChanges = (watch('email') ?? '').trim().toLowerCase() !== user.email;

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(home), redirectAfterSaveMs);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, home]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { current_password: currentPassword, ...profile } = values;
      await update.mutateAsync({
        id: user.id,
        ...profile,
        phone_number: values.phone_number ?? '',
        ...(emailChanges ? { current_password: currentPassword } : {}),
      });
      setSaved(true);
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          ['name', 'email', 'phone_number', 'current_password'],
          setError,
          translate,
          { input: 'updateFailed', other: 'profileUpdateFailed' },
        ),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {saved && <Alert tone="success">{t('editProfile.saved')}</Alert>}
      {formError && <Alert tone="error">{formError}</Alert>}
      <Field
        label={t('auth.fullName')}
        autoComplete="name"
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <Field
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      {emailChanges && (
        <Field
          label={t('editProfile.currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('editProfile.currentPasswordForEmail')}
          error={formState.errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      <Field
        label={t('auth.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+250 788 123 456"
        error={formState.errors.phone_number?.message}
        {...register('phone_number')}
      />
      <Button type="submit" disabled={formState.isSubmitting || saved}>
        {formState.isSubmitting ? t('editProfile.saving') : t('editProfile.save')}
      </Button>
    </form>
  );
}
