import { useTranslation } from '@/lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Button, ButtonLink } from '@/components/ui/button';
import { useLogOut } from '@/features/auth/api/log-out';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { paths, safeNextPath } from '@/lib/paths';
import { useSession, type Session } from '@/lib/session';
import { staticServerPage } from '@/app/server-pages';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-auth';

/** Rendered on the server (rules §9.16). */
export const handle = staticServerPage((t) => ({
  title: t('nav.logIn'),
  description: t('meta.loginDescription'),
  canonical: '/login',
}));

/**
 * Opened while signed in (rules §1.5): says so and ends nothing; on to where the person was
 * going, or Log Out to come in as someone else.
 */
function SignedIn({ session, next }: { session: Session; next?: string }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  return (
    <AuthCard
      title={t('auth.signedInTitle')}
      subtitle={t('auth.signedInText', { name: session.user.name })}
    >
      <div className="flex flex-col gap-3">
        <ButtonLink to={next ?? paths.dashboardFor(session.user.role)} replace>
          {t('auth.continueSignedIn')}
        </ButtonLink>
        <Button variant="secondary" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
          {t('auth.switchAccount')}
        </Button>
      </div>
    </AuthCard>
  );
}

/** /login; while signed in, it says so and ends nothing (rules §1.5). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('nav.logIn'));
  const session = useSession();
  // A visitor who signs up instead still comes back to what they came for.
  const next = safeNextPath(useSearchParams()[0].get('next'));
  if (session) return <SignedIn session={session} next={next} />;
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
