import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignupForm } from '@/features/auth/components/signup-form';
import { paths, safeNextPath } from '@/lib/paths';
import { staticServerPage } from '@/app/server-pages';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-auth';

/** Rendered on the server (rules §9.16). */
export const handle = staticServerPage((t) => ({
  title: t('nav.signUp'),
  description: t('meta.signupDescription'),
  canonical: '/signup',
}));

/** /signup: a client, an owner or a driver account. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.signUp'));
  const next = safeNextPath(useSearchParams()[0].get('next'));
  return (
    <AuthCard title={t('auth.signupTitle')} subtitle={t('auth.signupSubtitle')}>
      <SignupForm />
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('auth.haveAccount')}{' '}
        <Link to={paths.login(next)} className="font-semibold text-brand-700 hover:underline">
          {t('nav.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
