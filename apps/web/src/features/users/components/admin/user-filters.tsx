import {
  adminUsersQuery,
  licenceStatuses,
  roles,
  type LicenceStatus,
  type Role,
} from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { SearchBox } from '@/components/search-box';
import { SelectField } from '@/components/ui/select-field';
import { useListFilters } from '@/lib/use-list-filters';
import type { AdminUserFilters } from '../../api/admin-users';

const filterKeys = ['search', 'role', 'license_status', 'page'] as const;

/** The users list's filters in the URL (`search`, `role`, `license_status`, `page`). */
export const useUserFilters = () => useListFilters(adminUsersQuery);

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
