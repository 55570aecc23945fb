import { roles, type AdminUserView, type Role } from '@kodesha/domain';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { LicenceBadge } from './user-badges';
import { useWideScreen } from '@/lib/use-wide-screen';

export type RowActions = {
  /** The signed-in admin: their own row cannot be deleted nor its role changed (rules §8.5). */
  selfId: number | undefined;
  /** The user whose role is being saved, if any. */
  savingRoleOf: number | undefined;
  onRole: (user: AdminUserView, role: Role) => void;
  onDetails: (user: AdminUserView) => void;
  onEdit: (user: AdminUserView) => void;
  onDelete: (user: AdminUserView) => void;
  onLicence: (user: AdminUserView) => void;
};

const smallSelect =
  'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-2 py-2 text-sm text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-700';

/** The role dropdown: a choice saves at once. */
function RoleSelect({ user, actions }: { user: AdminUserView; actions: RowActions }) {
  const { t } = useTranslation();
  const noteId = useId();
  const self = user.id === actions.selfId;
  return (
    <>
      <select
        aria-label={t('adminUsers.roleOf', { name: user.name })}
        aria-describedby={self ? noteId : undefined}
        value={user.role}
        disabled={self || actions.savingRoleOf === user.id}
        aria-busy={actions.savingRoleOf === user.id || undefined}
        onChange={(event) => actions.onRole(user, event.target.value as Role)}
        className={smallSelect}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`adminUsers.roles.${role}`)}
          </option>
        ))}
      </select>
      {self && (
        <span id={noteId} className="sr-only">
          {t('adminUsers.ownRoleLocked')}
        </span>
      )}
    </>
  );
}

function Who({ user, self }: { user: AdminUserView; self: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
        <span className="break-words">{user.name}</span>
        {self && <Badge tone="green">{t('adminUsers.you')}</Badge>}
      </p>
      <p className="text-sm [overflow-wrap:anywhere] text-stone-600">{user.email}</p>
      {user.phone_number && (
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <span>{user.phone_number}</span>
          <PhoneBadge verified={user.is_phone_verified} />
        </p>
      )}
    </div>
  );
}

/** Whether the account proved its phone is theirs (rules §10.7): only then is it sent SMS. */
function PhoneBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <Badge tone="green">{t('adminUsers.details.phoneVerified')}</Badge>
  ) : (
    <Badge tone="stone">{t('adminUsers.details.phoneUnverified')}</Badge>
  );
}

/**
 * The account's licence and, for a driver, their driver licence, each named
 * (rules §1.9, §3.4, §8.5). A driver sends their licence with their profile, so an account
 * licence they never sent is left out rather than shown as "Not submitted" beside a
 * verified driver.
 */
function LicenceCell({ user }: { user: AdminUserView }) {
  const { t } = useTranslation();
  const accountLicence = !user.driver || user.license_verification_status !== 'not_submitted';
  return (
    <div className="space-y-1">
      {accountLicence && <LicenceBadge status={user.license_verification_status} />}
      {user.driver && (
        <p className="text-xs text-stone-600">
          {t('adminUsers.driverLicence', {
            status: t(`adminUsers.licenceStatus.${user.driver.license_verification_status}`),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * Details, edit, delete (not on one's own row) and, for a pending licence, View licence
 * first: in a row on the table, a grid on a card so a phone's buttons line up.
 */
function ActionButtons({
  user,
  actions,
  layout,
}: {
  user: AdminUserView;
  actions: RowActions;
  layout: 'row' | 'card';
}) {
  const { t } = useTranslation();
  const self = user.id === actions.selfId;
  const button = layout === 'card' ? 'px-2' : 'px-3';
  return (
    <div className={layout === 'card' ? 'grid grid-cols-3 gap-2' : 'flex flex-wrap gap-2'}>
      {user.license_verification_status === 'pending' && (
        <Button
          variant="sun"
          className={`${button} ${layout === 'card' ? 'col-span-3' : ''}`}
          onClick={() => actions.onLicence(user)}
          aria-label={t('adminUsers.viewLicenceOf', { name: user.name })}
        >
          {t('adminUsers.viewLicence')}
        </Button>
      )}
      <Button
        variant="secondary"
        className={button}
        onClick={() => actions.onDetails(user)}
        aria-label={t('adminUsers.viewDetailsOf', { name: user.name })}
      >
        {t('adminUsers.viewDetails')}
      </Button>
      <Button
        variant="secondary"
        className={button}
        onClick={() => actions.onEdit(user)}
        aria-label={t('adminUsers.editUser', { name: user.name })}
      >
        {t('adminUsers.edit')}
      </Button>
      {!self && (
        <Button
          variant="secondary"
          className={`${button} hover:border-red-300 hover:bg-red-50`}
          onClick={() => actions.onDelete(user)}
          aria-label={t('adminUsers.deleteUser', { name: user.name })}
        >
          <span className="text-red-700">{t('adminUsers.delete')}</span>
        </Button>
      )}
    </div>
  );
}

/**
 * The users of one page: a table on a wide screen (User, Role, Joined, Licence Status,
 * Actions), one card per user on a phone, so nothing runs off the side of the page.
 */
export function UserRows({ users, actions }: { users: AdminUserView[]; actions: RowActions }) {
  const { t } = useTranslation();
  const wide = useWideScreen();

  if (!wide)
    return (
      <ul className="space-y-3" aria-label={t('adminUsers.tableLabel')}>
        {users.map((user) => (
          <li
            key={user.id}
            className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
          >
            <Who user={user} self={user.id === actions.selfId} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="mb-1 font-medium text-stone-600">{t('adminUsers.columns.role')}</dt>
                <dd>
                  <RoleSelect user={user} actions={actions} />
                </dd>
              </div>
              <div>
                <dt className="mb-1 font-medium text-stone-600">
                  {t('adminUsers.columns.licence')}
                </dt>
                <dd>
                  <LicenceCell user={user} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="sr-only">{t('adminUsers.columns.joined')}</dt>
                <dd className="text-stone-600">
                  {t('adminUsers.joinedOn', { date: formatDate(user.created_at) })}
                </dd>
              </div>
            </dl>
            <ActionButtons user={user} actions={actions} layout="card" />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('adminUsers.tableLabel')}</caption>
        <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('adminUsers.columns.user')}
            </th>
            <th scope="col" className="w-36 px-4 py-3 font-semibold">
              {t('adminUsers.columns.role')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {t('adminUsers.columns.joined')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold whitespace-nowrap">
              {t('adminUsers.columns.licence')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('adminUsers.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {users.map((user) => (
            <tr key={user.id} className="align-middle">
              <td className="max-w-72 px-4 py-3">
                <Who user={user} self={user.id === actions.selfId} />
              </td>
              <td className="px-4 py-3">
                <RoleSelect user={user} actions={actions} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                {formatDate(user.created_at)}
              </td>
              <td className="px-4 py-3">
                <LicenceCell user={user} />
              </td>
              <td className="px-4 py-3">
                <ActionButtons user={user} actions={actions} layout="row" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
