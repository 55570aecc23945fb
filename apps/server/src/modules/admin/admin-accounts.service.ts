import { randomBytes } from 'node:crypto';
import {
  adminChangeRefusal,
  DomainError,
  temporaryPasswordFrom,
  temporaryPasswordLength,
  type AdminCreateUserInput,
  type AdminUpdateUserInput,
  type AdminUsersQuery,
  type LicenceDecision,
  type Page,
  type Role,
  toPage,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CarsService } from '../cars/cars.service.js';
import type { DriversService } from '../drivers/drivers.service.js';
import type { EventsService } from '../events/events.service.js';
import type { ListedUser, UsersService } from '../users/users.service.js';
import type { AccountDeletionRepository } from './account-deletion.repository.js';
import { statusMove } from '../audit/audit-log.service.js';
import { changedFields, withArticle } from './change-summary.js';

/** rules §8.5: a password nobody chose, for the admin to hand over once. */
export const makeTemporaryPassword = () =>
  temporaryPasswordFrom(randomBytes(temporaryPasswordLength));

/**
 * The admin's use cases on accounts (rules §8.5, §8.6): list, create, edit, change a role,
 * decide a licence, delete. Each write is checked here, done by the service that owns
 * the record, and recorded in the audit log.
 */
export function createAdminAccountsService(deps: {
  users: UsersService;
  auth: AuthService;
  cars: CarsService;
  drivers: DriversService;
  events: EventsService;
  audit: AuditLogService;
  deletions: AccountDeletionRepository;
  clock: () => Date;
}) {
  const { users, auth, cars, drivers, events, audit, deletions, clock } = deps;

  return {
    async list(query: AdminUsersQuery): Promise<Page<ListedUser>> {
      const { rows, total } = await users.list(query, query);
      return toPage(rows, total, query);
    },

    get: (userId: number) => users.getListed(userId),

    /**
     * A new account of any role. A blank password gets a temporary one, answered this once
     * (rules §8.5); a password the admin typed is temporary too, since the admin knows it.
     */
    async create(
      actor: UserRecord,
      input: AdminCreateUserInput,
    ): Promise<{ user: ListedUser; temporaryPassword?: string }> {
      const temporaryPassword = input.password ? undefined : makeTemporaryPassword();
      const account = await users.createAccount({
        name: input.name,
        email: input.email,
        role: input.role,
        phoneNumber: input.phone_number ?? null,
        passwordHash: await auth.hashPassword(input.password ?? temporaryPassword!),
        mustChangePassword: true,
      });
      await audit.record(
        actor,
        'user.created',
        account.id,
        `Created ${withArticle(input.role)} account with ${
          temporaryPassword ? 'a temporary password' : 'a password set by an admin'
        }`,
      );
      return { user: await users.getListed(account.id), temporaryPassword };
    },

    /**
     * An admin's edit (rules §8.5): any subset; a blank password keeps the current one; a
     * role goes through the rules of `update-role`. An admin's own password is changed in
     * Settings, with the current one.
     */
    async update(actor: UserRecord, userId: number, input: AdminUpdateUserInput) {
      if (input.password && userId === actor.id) throw new DomainError('admin.ownPassword');
      const { user, before } = await users.updateAccount(actor, userId, {
        name: input.name,
        email: input.email,
        phoneNumber: 'phone_number' in input ? (input.phone_number ?? null) : undefined,
        role: input.role,
      });
      if (input.password) await auth.setTemporaryPassword(userId, input.password);
      const { role: _role, password: _password, ...fields } = input;
      // A phone sent blank (removed) is a change too: it is recorded as null.
      const changed =
        'phone_number' in input ? { ...fields, phone_number: input.phone_number ?? null } : fields;
      if (Object.values(changed).some((value) => value !== undefined) || input.password)
        await audit.record(
          actor,
          'user.updated',
          userId,
          changedFields(changed, input.password ? ['password'] : []),
        );
      if (input.role && input.role !== before.role)
        await audit.record(actor, 'user.role_changed', userId, statusMove(before.role, user.role));
      return users.getListed(userId);
    },

    /** `POST /api/admin/users/{id}/update-role`: the four roles, with the admin rules. */
    async changeRole(actor: UserRecord, userId: number, role: Role): Promise<ListedUser> {
      const { user, before } = await users.updateAccount(actor, userId, { role });
      if (before.role !== user.role)
        await audit.record(actor, 'user.role_changed', userId, statusMove(before.role, user.role));
      return users.getListed(userId);
    },

    async decideLicence(
      actor: UserRecord,
      userId: number,
      status: LicenceDecision,
      submittedAt: Date | undefined,
    ): Promise<ListedUser> {
      const { from } = await users.decideLicence(userId, status, submittedAt);
      await audit.record(actor, 'user.licence_decided', userId, statusMove(from, status));
      return users.getListed(userId);
    },

    /**
     * rules §8.6: the account is deleted in one transaction (sessions, listings, pending
     * bookings, personal details, the audit line); then its files go and its live streams
     * end, in every server process.
     */
    async remove(actor: UserRecord, userId: number): Promise<void> {
      const outcome = await deletions.deleteAccount(
        userId,
        actor,
        (target, admins) =>
          adminChangeRefusal({ actorId: actor.id, target, to: 'deleted', admins }),
        clock(),
      );
      if (!outcome) throw new DomainError('user.notFound');
      if ('refusal' in outcome) throw new DomainError(outcome.refusal);
      if (outcome.carsHidden > 0) cars.markChanged();
      await events.endStreamsOf(userId);
      if (outcome.licenceFile) await users.removeLicenceFiles([outcome.licenceFile]);
      if (outcome.driver)
        await drivers.removeFiles({
          licence: outcome.driver.licenceFile,
          portrait: outcome.driver.portrait,
        });
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
