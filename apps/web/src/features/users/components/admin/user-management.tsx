import type { AdminUserView, LicenceDecision, MessageKey, Role } from '@kodesha/domain';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { LicenceViewer } from '@/components/licence-viewer';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { useStayOnAPageWithRows } from '@/lib/use-list-filters';
import { useErrorText, useFailureText } from '@/lib/use-message';
import { useDeleteAdminUser } from '../../api/admin-delete-user';
import { useUpdateAdminUserRole } from '../../api/admin-update-role';
import { useAdminUsers } from '../../api/admin-users';
import { useVerifyAdminUserLicence } from '../../api/admin-verify-licence';
import { UserDetailsModal } from './user-details-modal';
import { isFiltered, noFilters, UserFilterBar, useUserFilters } from './user-filters';
import { UserFormModal, type UserFormTarget } from './user-form-modal';
import { UserRows } from './user-rows';

/**
 * The admin's users (rules §8.5, §8.6): search, role and licence filters in the URL, a page
 * of accounts with their actions, and the licences waiting for review (rules §8.2) when
 * the licence filter is Pending.
 */
export function UserManagement() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const selfId = useSession()?.user.id;
  const [filters, change] = useUserFilters();
  const users = useAdminUsers(filters);
  const updateRole = useUpdateAdminUserRole();
  const remove = useDeleteAdminUser();
  const verify = useVerifyAdminUserLicence();

  const [form, setForm] = useState<UserFormTarget>();
  const [details, setDetails] = useState<AdminUserView>();
  const [deleting, setDeleting] = useState<AdminUserView>();
  const [licenceOf, setLicenceOf] = useState<AdminUserView>();
  // The person as the latest list has them: a newer photo that arrived meanwhile shows.
  const viewing =
    licenceOf && (users.data?.data.find((user) => user.id === licenceOf.id) ?? licenceOf);

  const pendingQueue = filters.license_status === 'pending';

  const failureText = useFailureText();
  /** The server's reason when it gave one (the last admin, oneself), else the spec's words. */
  const failure = (error: unknown, fallback: MessageKey) =>
    failureText(error, t(`messages.${fallback}`));

  // Deleting or deciding the last entry of a later page leaves it empty: step back.
  useStayOnAPageWithRows(filters.page, users, (page) => change({ page }));

  const onRole = (user: AdminUserView, role: Role) =>
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast.success(t('messages.userRoleUpdated')),
        onError: (error) => toast.error(failure(error, 'userRoleFailed')),
      },
    );

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success(t('messages.userDeleted')),
      onError: (error) => toast.error(failure(error, 'userDeleteFailed')),
      onSettled: () => setDeleting(undefined),
    });
  };

  const onDecide = (decision: LicenceDecision) => {
    if (!viewing) return;
    verify.mutate(
      { id: viewing.id, status: decision, submittedAt: viewing.license_submitted_at },
      {
        onSuccess: () => {
          toast.success(
            t(
              decision === 'verified'
                ? 'messages.userLicenceVerified'
                : 'messages.userLicenceRejected',
            ),
          );
          setLicenceOf(undefined);
        },
        // A newer photo (409) stays open, refreshed, for the admin to look at first.
        onError: (error) => toast.error(failure(error, 'userLicenceFailed')),
      },
    );
  };

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-3xl">
          <h2
            id="admin-users-heading"
            className="flex flex-wrap items-center gap-2 text-xl font-bold text-stone-900"
          >
            {pendingQueue ? t('adminUsers.pendingHeading') : t('adminUsers.heading')}
            {users.data && (
              <Badge tone={pendingQueue ? 'amber' : 'stone'}>
                {pendingQueue
                  ? t('adminUsers.pendingCount', { count: users.data.total })
                  : t('adminUsers.total', { count: users.data.total })}
              </Badge>
            )}
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            {pendingQueue ? t('adminUsers.pendingIntro') : t('adminUsers.intro')}
          </p>
        </div>
        <Button onClick={() => setForm({ kind: 'create' })}>{t('adminUsers.createUser')}</Button>
      </div>

      <UserFilterBar filters={filters} onChange={change} />

      <QueryGate
        query={users}
        keepDataOnError
        error={{ title: t('adminUsers.loadFailed'), text: errorText(users.error) }}
        isEmpty={(data) => data.data.length === 0}
        empty={
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            <p>
              {pendingQueue && !filters.search && !filters.role
                ? t('adminUsers.emptyPending')
                : isFiltered(filters)
                  ? t('adminUsers.emptyFiltered')
                  : t('adminUsers.empty')}
            </p>
            {isFiltered(filters) && (
              <Button variant="secondary" className="mt-4" onClick={() => change(noFilters)}>
                {t('adminUsers.clearFilters')}
              </Button>
            )}
          </div>
        }
      >
        {(data) => (
          <>
            <UserRows
              users={data.data}
              actions={{
                selfId,
                savingRoleOf: updateRole.isPending ? updateRole.variables?.id : undefined,
                onRole,
                onDetails: setDetails,
                onEdit: (user) => setForm({ kind: 'edit', user }),
                onDelete: setDeleting,
                onLicence: setLicenceOf,
              }}
            />
            <Pagination
              page={data.current_page}
              lastPage={data.last_page}
              label={t('adminUsers.pagination')}
              onPage={(next) => change({ page: next })}
            />
          </>
        )}
      </QueryGate>

      <UserFormModal target={form} selfId={selfId} onClose={() => setForm(undefined)} />
      <UserDetailsModal user={details} onClose={() => setDetails(undefined)} />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('messages.userDeleteConfirm')}
        confirmLabel={t('adminUsers.deleteConfirm.confirm')}
        cancelLabel={t('adminUsers.deleteConfirm.cancel')}
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(undefined)}
      >
        {deleting && (
          <>
            <p className="font-semibold text-stone-900">{deleting.name}</p>
            <p className="text-sm [overflow-wrap:anywhere] text-stone-700">{deleting.email}</p>
            <p className="mt-2 text-sm">{t('adminUsers.deleteConfirm.what')}</p>
          </>
        )}
      </ConfirmDialog>
      <LicenceViewer
        open={viewing !== undefined}
        onClose={() => setLicenceOf(undefined)}
        holderName={viewing?.name ?? ''}
        imagePath={viewing?.license_image_url ?? null}
        submittedAt={viewing?.license_submitted_at}
        canDecide={viewing?.license_verification_status === 'pending'}
        busy={verify.isPending}
        onDecide={onDecide}
      />
    </section>
  );
}
