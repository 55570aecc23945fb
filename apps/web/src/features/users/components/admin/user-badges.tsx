import type { LicenceStatus } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';

const tones = {
  not_submitted: 'stone',
  pending: 'amber',
  verified: 'green',
  rejected: 'red',
} as const satisfies Record<LicenceStatus, string>;

/** A licence's state as a coloured word: Not submitted, Pending, Verified, Rejected. */
export function LicenceBadge({ status }: { status: LicenceStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`adminUsers.licenceStatus.${status}`)}</Badge>;
}
