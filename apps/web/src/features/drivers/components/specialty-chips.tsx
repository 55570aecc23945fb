import type { Specialty } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';

/** A driver's specialties as labelled chips (the API speaks slugs, rules §3.11). */
export function SpecialtyChips({ specialties }: { specialties: readonly Specialty[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {specialties.map((specialty) => (
        <li
          key={specialty}
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900"
        >
          {t(`drivers.specialty.${specialty}`)}
        </li>
      ))}
    </ul>
  );
}
