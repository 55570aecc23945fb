import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PhoneVerification } from '@/features/users/components/phone-verification';
import { useTranslation } from '@/lib/i18n';
import { paths, safeNextPath } from '@/lib/paths';
import { useChannels } from '@/lib/server-reach';
import { useSession } from '@/lib/session';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-notifications';

/**
 * `/account/verify-phone?next=…`: right after signing up, an owner or a driver is asked to
 * verify their phone, since their booking requests reach them by SMS only once it is; they
 * may do it later (their dashboard reminds them). Then on to `next`, their first screen.
 * A server that sends no SMS has no such step: straight on to `next` (rules §10.7).
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('phone.askTitle'));
  const user = useSession()?.user;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const channels = useChannels();
  if (!user) return null;
  const next = safeNextPath(params.get('next')) ?? paths.dashboardFor(user.role);
  if (channels?.sms === false) return <Navigate to={next} replace />;

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <PageHeader title={t('phone.askTitle')} intro={t('phone.askIntro')} />
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-stone-900">{t('phone.title')}</h2>
        <PhoneVerification
          user={user}
          why={t('phone.providerWhy')}
          onVerified={() => navigate(next, { replace: true })}
        />
      </Card>
      <ButtonLink to={next} variant={user.is_phone_verified ? 'primary' : 'ghost'} replace>
        {user.is_phone_verified ? t('phone.continue') : t('phone.later')}
      </ButtonLink>
    </div>
  );
}
