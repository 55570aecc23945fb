import type { BookingStatus } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';

const tones = {
  pending: 'amber',
  confirmed: 'green',
  completed: 'stone',
  cancelled: 'red',
} as const;

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`bookings.status.${status}`)}</Badge>;
}
