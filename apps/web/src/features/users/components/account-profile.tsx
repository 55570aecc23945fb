import type { UserView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { ProfileSummary } from './profile-summary';

/** The account's Profile tab: the client's details, editing them and the licence, and where to go. */
export function AccountProfile({ user }: { user: UserView }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <Card className="md:col-span-2">
        <h2 className="text-lg font-semibold text-stone-900">{t('account.profileTitle')}</h2>
        <ProfileSummary user={user} />
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={paths.editProfile} variant="secondary">
            {t('account.editProfile')}
          </ButtonLink>
          {user.license_verification_status !== 'verified' && (
            <ButtonLink to={paths.verification}>{t('account.verifyLicence')}</ButtonLink>
          )}
        </div>
      </Card>
      <Card>
        <ul className="space-y-3 text-sm font-semibold">
          <li>
            <Link className="text-brand-700 hover:underline" to={paths.cars()}>
              {t('account.findCars')}
            </Link>
          </li>
          <li>
            <Link className="text-brand-700 hover:underline" to={paths.drivers}>
              {t('account.findDrivers')}
            </Link>
          </li>
          <li>
            <Link className="text-brand-700 hover:underline" to={paths.ticketBooking}>
              {t('account.bookTickets')}
            </Link>
          </li>
        </ul>
      </Card>
    </div>
  );
}
