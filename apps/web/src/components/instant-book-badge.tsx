import { Badge } from '@/components/ui/badge';
import { useTranslation } from '@/lib/i18n';

/** Said on the cards and pages of Instant Book cars and drivers (rules §4.16). */
export function InstantBookBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="amber">
      <span aria-hidden="true" className="mr-1">
        ⚡
      </span>
      {t('cars.instantBook')}
    </Badge>
  );
}
