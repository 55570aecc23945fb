import {
  adminUsersQuery,
  licenceStatuses,
  readListQuery,
  roles,
  type LicenceStatus,
  type Role,
} from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchBox } from '@/components/search-box';
import { SelectField } from '@/components/ui/select-field';
import type { AdminUserFilters } from '../../api/admin-users';

const filterKeys = ['search', 'role', 'license_status', 'page'] as const;

/**
 * The users list's filters, in the URL next to whatever else it holds (the `tab` of
 * `/admin`), read leniently through the API's own query schema: a hand-edited link falls
 * back to the defaults rather than failing.
 */
export function useUserFilters(): [AdminUserFilters, (change: Partial<AdminUserFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const { page, per_page: _perPage, ...filters } = readListQuery(adminUsersQuery, params);
  const read: AdminUserFilters = { ...filters, page: page > 1 ? page : undefined };
  const change = (next: Partial<AdminUserFilters>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      // Any change but the page itself starts again from the first page.
      const values = { ...next, page: 'page' in next ? next.page : undefined };
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1))
          merged.delete(key);
        else merged.set(key, String(value));
      }
      return merged;
    });
  return [read, change];
}

/** Every filter back to its default; the rest of the URL stays. */
export const noFilters: Partial<AdminUserFilters> = Object.fromEntries(
  filterKeys.map((key) => [key, undefined]),
);

export const isFiltered = (filters: AdminUserFilters) =>
  Boolean(filters.search || filters.role || filters.license_status);

/** Search by name or email, role and licence status (rules §8.5). */
export function UserFilterBar({
  filters,
  onChange,
}: {
  filters: AdminUserFilters;
  onChange: (change: Partial<AdminUserFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-[1fr_12rem_12rem] md:items-end">
      <SearchBox
        value={filters.search}
        label={t('adminUsers.searchLabel')}
        placeholder={t('adminUsers.searchPlaceholder')}
        onSearch={(search) => onChange({ search })}
      />
      <SelectField
        label={t('adminUsers.roleFilter')}
        value={filters.role ?? ''}
        onChange={(role) => onChange({ role: (role || undefined) as Role | undefined })}
      >
        <option value="">{t('adminUsers.allRoles')}</option>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`adminUsers.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('adminUsers.licenceFilter')}
        value={filters.license_status ?? ''}
        onChange={(status) =>
          onChange({ license_status: (status || undefined) as LicenceStatus | undefined })
        }
      >
        <option value="">{t('adminUsers.allLicences')}</option>
        {licenceStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`adminUsers.licenceStatus.${status}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
