import type { LicenceStatus, UserView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { formatDate } from '@/lib/format';
import { Badge } from '@/components/ui/badge';
import { PhoneVerifiedBadge } from './phone-verification';

const licenceTone: Record<LicenceStatus, 'green' | 'amber' | 'red' | 'stone'> = {
  verified: 'green',
  pending: 'amber',
  rejected: 'red',
  not_submitted: 'stone',
};

/** The signed-in person's own details, as every role's home screen shows them. */
export function ProfileSummary({ user }: { user: UserView }) {
  const { t } = useTranslation();
  const rows = [
    [t('account.name'), user.name],
    [t('account.email'), user.email],
    [
      t('account.phone'),
      user.phone_number ? (
        <span className="inline-flex flex-wrap items-center gap-2">
          {user.phone_number}
          <PhoneVerifiedBadge verified={user.is_phone_verified} />
        </span>
      ) : (
        t('account.noPhone')
      ),
    ],
    [t('account.role'), t(`account.roleNames.${user.role}`)],
    [t('account.memberSince'), formatDate(user.created_at)],
  ] as const;
  return (
    <dl className="divide-y divide-stone-200">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-stone-600">{label}</dt>
          <dd className="break-words text-stone-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
      {user.role === 'client' && (
        <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
          <dt className="text-sm font-medium text-stone-600">{t('account.licence')}</dt>
          <dd className="sm:col-span-2">
            <Badge tone={licenceTone[user.license_verification_status]}>
              {t(`account.licenceStatus.${user.license_verification_status}`)}
            </Badge>
          </dd>
        </div>
      )}
    </dl>
  );
}
