import { zodResolver } from '@hookform/resolvers/zod';
import { profileForm, type ProfileForm as ProfileFormValues, type UserView } from '@kodesha/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslateMessage } from '@/lib/use-message';
import { useUpdateProfile } from '../api/update-profile';

const redirectAfterSaveMs = 2_000; // rules §1.8

/** Name, email and phone; once saved, the user's home follows after a moment. */
export function ProfileForm({ user, home }: { user: UserView; home: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string>();

  const { register, handleSubmit, setError, formState } = useForm<
    ProfileFormValues,
    unknown,
    z.output<typeof profileForm>
  >({
    resolver: zodResolver(profileForm),
    defaultValues: { name: user.name, email: user.email, phone_number: user.phone_number ?? '' },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(home), redirectAfterSaveMs);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, home]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync({ id: user.id, ...values, phone_number: values.phone_number ?? '' });
      setSaved(true);
    } catch (error) {
      setFormError(
        applyServerErrors(error, ['name', 'email', 'phone_number'], setError, translate),
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
