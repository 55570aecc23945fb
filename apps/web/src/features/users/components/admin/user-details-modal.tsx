import type { AdminUserView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDate, formatDateTime } from '@/lib/format';
import { LicenceBadge } from './user-badges';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** Everything the admin may know of an account, read-only (rules §8.5). */
export function UserDetailsModal({
  user,
  onClose,
}: {
  user: AdminUserView | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(user)}
      onClose={onClose}
      title={t('adminUsers.details.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('states.close')}
        </Button>
      }
    >
      {user && (
        <dl className="divide-y divide-stone-200">
          <Row label={t('adminUsers.details.name')}>{user.name}</Row>
          <Row label={t('adminUsers.details.email')}>
            <span className="[overflow-wrap:anywhere]">{user.email}</span>
          </Row>
          <Row label={t('adminUsers.details.phone')}>
            {user.phone_number
              ? `${user.phone_number} · ${user.is_phone_verified ? t('adminUsers.details.phoneVerified') : t('adminUsers.details.phoneUnverified')}`
              : t('adminUsers.details.noPhone')}
          </Row>
          <Row label={t('adminUsers.details.role')}>{t(`adminUsers.roles.${user.role}`)}</Row>
          <Row label={t('adminUsers.details.joined')}>{formatDate(user.created_at)}</Row>
          <Row label={t('adminUsers.details.licence')}>
            <LicenceBadge status={user.license_verification_status} />
          </Row>
          {user.license_submitted_at && (
            <Row label={t('adminUsers.details.licenceSent')}>
              {formatDateTime(user.license_submitted_at)}
            </Row>
          )}
          {user.role === 'driver' && (
            <Row label={t('adminUsers.details.driverLicence')}>
              {user.driver ? (
                <LicenceBadge status={user.driver.license_verification_status} />
              ) : (
                t('adminUsers.details.noDriverProfile')
              )}
            </Row>
          )}
          <Row label={t('adminUsers.details.passwordChange')}>
            {user.must_change_password ? t('adminUsers.details.yes') : t('adminUsers.details.no')}
          </Row>
        </dl>
      )}
    </Modal>
  );
}
