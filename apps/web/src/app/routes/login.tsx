import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { paths, safeNextPath } from '@/lib/paths';
import { staticServerPage } from '@/app/server-pages';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-auth';

/** Rendered on the server (rules §9.16). */
export const handle = staticServerPage((t) => ({
  title: t('nav.logIn'),
  description: t('meta.loginDescription'),
  canonical: '/login',
}));

/** /login: opening it ends any stored session (rules §1.5). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.logIn'));
  // A visitor who signs up instead still comes back to what they came for.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <LoginForm />
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('auth.noAccount')}{' '}
        <Link
          to={paths.signup(undefined, next)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {t('nav.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
