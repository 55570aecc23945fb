import {
  adminNotificationQuery,
  deliveryStatuses,
  deliveryTypes,
  notificationChannels,
} from '@kodesha/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/i18n';
import { useListFilters } from '@/lib/use-list-filters';
import type { OutboxFilters } from '../../api/admin-notifications';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The outbox's filters, in the address beside the admin's `tab` (rules §8.1), read
 * leniently through the server's own query schema: a hand-edited value that names nothing
 * is left out. Any change but the page itself goes back to the first page.
 */
export const useOutboxFilters = () => useListFilters(adminNotificationQuery);

/** Status, channel and kind as selects; the person by their account number. */
export function OutboxFilterBar({
  filters,
  onChange,
}: {
  filters: OutboxFilters;
  onChange: (change: OutboxFilters) => void;
}) {
  const { t } = useTranslation();
  const [person, setPerson] = useState(filters.user_id ? String(filters.user_id) : '');
  useEffect(() => setPerson(filters.user_id ? String(filters.user_id) : ''), [filters.user_id]);
  const filtered = Boolean(filters.status || filters.channel || filters.type || filters.user_id);

  const onPerson = (event: FormEvent) => {
    event.preventDefault();
    onChange({ user_id: positive(person.trim()) });
  };

  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <SelectField
        label={t('adminNotifications.statusLabel')}
        value={filters.status ?? ''}
        onChange={(value) => onChange({ status: oneOf(deliveryStatuses, value) })}
      >
        <option value="">{t('adminNotifications.statusAll')}</option>
        {deliveryStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`adminNotifications.statuses.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('adminNotifications.channelLabel')}
        value={filters.channel ?? ''}
        onChange={(value) => onChange({ channel: oneOf(notificationChannels, value) })}
      >
        <option value="">{t('adminNotifications.channelAll')}</option>
        {notificationChannels.map((channel) => (
          <option key={channel} value={channel}>
            {t(`adminNotifications.channels.${channel}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('adminNotifications.typeLabel')}
        value={filters.type ?? ''}
        onChange={(value) => onChange({ type: oneOf(deliveryTypes, value) })}
      >
        <option value="">{t('adminNotifications.typeAll')}</option>
        {deliveryTypes.map((type) => (
          <option key={type} value={type}>
            {t(`adminNotifications.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <form onSubmit={onPerson} className="flex items-end gap-2">
        <Field
          label={t('adminNotifications.personLabel')}
          inputMode="numeric"
          value={person}
          onChange={(event) => setPerson(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('adminNotifications.apply')}
        </Button>
      </form>
      {filtered && (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button
            variant="ghost"
            onClick={() =>
              onChange({
                status: undefined,
                channel: undefined,
                type: undefined,
                user_id: undefined,
              })
            }
          >
            {t('adminNotifications.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}
