import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { staticServerPage } from '@/app/server-pages';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-auth';

/** Rendered on the server (rules §9.16); the link's token is never sent on as a referrer. */
export const handle = staticServerPage((t) => ({
  title: t('auth.reset.resetTitle'),
  description: t('meta.resetDescription'),
  canonical: '/reset-password',
}));

/** /reset-password (rules §1.14): from the link (`?token=`), or with the SMS code. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const phone = params.get('phone') ?? undefined;
  return (
    <AuthCard
      title={t('auth.reset.resetTitle')}
      subtitle={token ? t('auth.reset.resetSubtitleLink') : t('auth.reset.resetSubtitleCode')}
    >
      <ResetPasswordForm token={token} phone={phone} />
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          {t('auth.reset.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
