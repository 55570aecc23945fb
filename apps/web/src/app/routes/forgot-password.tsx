import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { staticServerPage } from '@/app/server-pages';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useChannels } from '@/lib/server-reach';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-auth';

/** Rendered on the server (rules §9.16). */
export const handle = staticServerPage((t) => ({
  title: t('auth.reset.forgotTitle'),
  description: t('meta.forgotDescription'),
  canonical: '/forgot-password',
}));

/**
 * /forgot-password (rules §1.14): a link by email or a code by SMS, as far as this server
 * can send them; with neither, how to reach the team.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.forgotTitle'));
  const channels = useChannels();
  const subtitle =
    channels?.email && channels.sms
      ? t('auth.reset.forgotSubtitle')
      : channels?.email
        ? t('auth.reset.forgotSubtitleEmail')
        : channels?.sms
          ? t('auth.reset.forgotSubtitlePhone')
          : t('auth.reset.forgotSubtitlePlain');
  return (
    <AuthCard title={t('auth.reset.forgotTitle')} subtitle={subtitle}>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          {t('auth.reset.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
