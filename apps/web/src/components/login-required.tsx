import { useTranslation } from '@/lib/i18n';
import { useLocation } from 'react-router';
import { ButtonLink } from './ui/button';
import { paths } from '@/lib/paths';

/**
 * What a signed-out visitor sees where a panel needs an account (a listing's booking and
 * chat): why, Log In (which comes back here) and Sign Up.
 */
export function LoginRequired({ text }: { text: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-bold text-stone-900">{t('states.loginRequired')}</h2>
      <p className="mt-1 text-sm text-stone-700">{text}</p>
      <div className="mt-4 flex gap-2">
        <ButtonLink to={paths.login(location.pathname)}>{t('nav.logIn')}</ButtonLink>
        <ButtonLink to={paths.signup(undefined, location.pathname)} variant="secondary">
          {t('nav.signUp')}
        </ButtonLink>
      </div>
    </div>
  );
}
