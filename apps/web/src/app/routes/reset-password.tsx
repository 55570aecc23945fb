import { useEffect, useState } from 'react';
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
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone') ?? undefined;
  // rules §9.21: the link's token leaves the address bar once read (no history entry, no
  // cache, no shared screen keeps it); the form holds it in memory.
  const [token, setToken] = useState(() => params.get('token') ?? undefined);
  useEffect(() => {
    const fromLink = params.get('token');
    if (fromLink === null) return;
    setToken(fromLink);
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('token');
        return rest;
      },
      { replace: true },
    );
  }, [params, setParams]);
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
