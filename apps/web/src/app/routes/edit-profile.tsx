import { zodResolver } from '@hookform/resolvers/zod';
import { profileForm, type ProfileForm } from '@kodesha/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { applyServerErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/use-message';
import { useUpdateProfile } from '../api/update-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { LicenceUploadForm } from '../components/licence-upload-form';

const redirectAfterSaveMs = 2_000; // spec §9

export function EditProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('editProfile.title'));
  const message = useMessage();
  const navigate = useNavigate();
  const session = useSession();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const [licenceSent, setLicenceSent] = useState(false);
  const [formError, setFormError] = useState<string>();
  const user = session?.user;
  const home =
    user?.role === 'client' ? paths.accountProfile : paths.dashboardFor(user?.role ?? 'client');

  const { register, handleSubmit, setError, formState } = useForm<
    ProfileForm,
    unknown,
    z.output<typeof profileForm>
  >({
    resolver: zodResolver(profileForm),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone_number: user?.phone_number ?? '',
    },
  });

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => navigate(home), redirectAfterSaveMs);
    return () => window.clearTimeout(timer);
  }, [saved, navigate, home]);

  if (!user) return null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await update.mutateAsync({ id: user.id, ...values, phone_number: values.phone_number ?? '' });
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, ['name', 'email', 'phone_number'], setError));
    }
  });

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <Link to={home} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('editProfile.back')}
      </Link>
      <Card>
        <h1 className="mb-6 text-2xl font-bold text-stone-900">{t('editProfile.title')}</h1>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {saved && <Alert tone="success">{t('editProfile.saved')}</Alert>}
          {formError && <Alert tone="error">{message(formError)}</Alert>}
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
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-stone-900">{t('editProfile.licenceTitle')}</h2>
        <p className="mt-1 mb-4 text-sm text-stone-700">{t('editProfile.licenceText')}</p>
        {licenceSent ? (
          <Alert tone="success">{t('editProfile.licenceSent')}</Alert>
        ) : (
          <LicenceUploadForm onUploaded={() => setLicenceSent(true)} />
        )}
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-stone-900">
          {t('editProfile.passwordTitle')}
        </h2>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
