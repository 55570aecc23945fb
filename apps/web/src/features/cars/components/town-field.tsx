import { rwandaLocations, type RwandaLocation } from '@kodesha/domain';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/i18n';

/** The town a car is searched in: one of Rwanda's ten, or all of Rwanda. */
export function TownField({
  value,
  onChange,
}: {
  value: RwandaLocation | undefined;
  onChange: (town: RwandaLocation | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('cars.locationLabel')}
      value={value ?? ''}
      onChange={(text) => onChange(text === '' ? undefined : (text as RwandaLocation))}
    >
      <option value="">{t('cars.locationAny')}</option>
      {rwandaLocations.map((town) => (
        <option key={town} value={town}>
          {town}
        </option>
      ))}
    </SelectField>
  );
}
