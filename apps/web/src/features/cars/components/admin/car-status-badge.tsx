import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';

/** Active: the public sees the car; inactive: hidden (rules §2.5). */
export function CarStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={active ? 'green' : 'stone'}>
      {active ? t('adminCars.active') : t('adminCars.inactive')}
    </Badge>
  );
}
