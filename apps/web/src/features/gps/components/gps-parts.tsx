import type { GpsPreferredTime, GpsStatus } from '@kodesha/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

/**
 * A GPS request's calendar date (`YYYY-MM-DD` in Kigali: the preferred or installation
 * date, rules §7.1) as other screens write dates. Read at noon UTC, the same day in any
 * time zone the formatter could use, so it never shifts to the day before.
 */
export const formatGpsDate = (date: string) => formatDate(`${date}T12:00:00Z`);

/**
 * Pending amber, approved green (the installation is on), completed stone (done and
 * past, as a completed booking), rejected red. The badge has no blue tone.
 */
const tones = {
  pending: 'amber',
  approved: 'green',
  completed: 'stone',
  rejected: 'red',
} as const satisfies Record<GpsStatus, string>;

export function GpsStatusBadge({ status }: { status: GpsStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`gps.status.${status}`)}</Badge>;
}

/** 'Morning (8 AM - 12 PM)', …; null when the owner chose no time. */
export const preferredTimeLabel = (t: TFunction, time: GpsPreferredTime | null) =>
  time ? t(`gps.time.${time}`) : null;
