import type { AdminDriverView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';

type Verification = 'pending' | 'verified' | 'rejected';
const verificationTone = { verified: 'green', pending: 'amber', rejected: 'red' } as const;

/** Where the driver's licence stands (rules §3.4): a profile not yet decided is pending. */
export function verificationOf(driver: AdminDriverView): Verification {
  const status = driver.license_verification_status;
  return status === 'verified' || status === 'rejected' ? status : 'pending';
}

/** A pending licence waits for the admin's Approve or Reject. */
export const isPending = (driver: AdminDriverView) => verificationOf(driver) === 'pending';

export function VerificationBadge({ driver }: { driver: AdminDriverView }) {
  const { t } = useTranslation();
  const key = verificationOf(driver);
  return <Badge tone={verificationTone[key]}>{t(`adminDrivers.verification.${key}`)}</Badge>;
}

/** Whether an admin lets the public see the driver (rules §8.8). */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={active ? 'green' : 'stone'}>
      {active ? t('adminDrivers.status.active') : t('adminDrivers.status.inactive')}
    </Badge>
  );
}
