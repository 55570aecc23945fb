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
import type { Transactions, Tx } from '../../db/transactions.js';
import { statusMove, type AuditLogService } from '../audit/audit-log.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { BookingsService } from '../bookings/bookings.service.js';
import type { CarsService } from '../cars/cars.service.js';
import type { DriversService } from '../drivers/drivers.service.js';
import type { EventsService } from '../events/events.service.js';
import type { GpsRequestsService } from '../gps/gps-requests.service.js';
import type { TicketsService } from '../tickets/tickets.service.js';
import type { ListedUser, UsersService } from '../users/users.service.js';
import { definedOnly } from '../../shared/defined-only.js';
import { changedFields, withArticle } from './change-summary.js';

/** The name a deleted account shows to the people who dealt with it (rules §8.6). */
export const deletedName = 'Deleted user';
/** A placeholder email, unique per account, that no mail reaches and nobody can sign up with. */
export const deletedEmail = (id: number) => `deleted-${id}@deleted.kodesha.invalid`;

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
  bookings: BookingsService;
  tickets: TicketsService;
  gpsRequests: GpsRequestsService;
  events: EventsService;
  audit: AuditLogService;
  transactions: Transactions;
  clock: () => Date;
}) {
  const { users, auth, cars, drivers, bookings, tickets, gpsRequests, events, audit } = deps;
  const { transactions, clock } = deps;

  /** A role that changed is an audit line of its own, in the change's transaction. */
  async function recordRoleChange(tx: Tx, actor: UserRecord, userId: number, from: Role, to: Role) {
    if (from !== to)
      await audit.record(actor, 'user.role_changed', userId, statusMove(from, to), tx);
  }

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
      const passwordHash = await auth.hashPassword(input.password ?? temporaryPassword!);
      const account = await transactions.run(async (tx) => {
        const created = await users.createAccountIn(tx, {
          name: input.name,
          email: input.email,
          role: input.role,
          phoneNumber: input.phone_number ?? null,
          passwordHash,
          mustChangePassword: true,
        });
        await audit.record(
          actor,
          'user.created',
          created.id,
          `Created ${withArticle(input.role)} account with ${
            temporaryPassword ? 'a temporary password' : 'a password set by an admin'
          }`,
          tx,
        );
        return created;
      });
      return { user: await users.getListed(account.id), temporaryPassword };
    },

    /**
     * An admin's edit (rules §8.5): any subset; a blank password keeps the current one; a
     * role goes through the rules of `update-role`. An admin's own password is changed in
     * Settings, with the current one. The edit and its audit lines commit together.
     */
    async update(actor: UserRecord, userId: number, input: AdminUpdateUserInput) {
      if (input.password && userId === actor.id) throw new DomainError('admin.ownPassword');
      const passwordHash = input.password ? await auth.hashPassword(input.password) : undefined;
      const { role: _role, password: _password, ...fields } = input;
      // A phone sent blank (removed) is a change too: it is recorded as null.
      const changed =
        'phone_number' in input ? { ...fields, phone_number: input.phone_number ?? null } : fields;
      await transactions.run(async (tx) => {
        const { user, before } = await users.updateAccount(
          actor,
          userId,
          {
            name: input.name,
            email: input.email,
            phoneNumber: 'phone_number' in input ? (input.phone_number ?? null) : undefined,
            role: input.role,
          },
          tx,
        );
        if (passwordHash) await auth.setTemporaryPasswordHash(userId, passwordHash, tx);
        if (Object.keys(definedOnly(changed)).length > 0 || passwordHash)
          await audit.record(
            actor,
            'user.updated',
            userId,
            changedFields(changed, passwordHash ? ['password'] : []),
            tx,
          );
        await recordRoleChange(tx, actor, userId, before.role, user.role);
      });
      if (passwordHash) await auth.endStreams(userId);
      return users.getListed(userId);
    },

    /** `POST /api/admin/users/{id}/update-role`: the four roles, with the admin rules. */
    async changeRole(actor: UserRecord, userId: number, role: Role): Promise<ListedUser> {
      await transactions.run(async (tx) => {
        const { user, before } = await users.updateAccount(actor, userId, { role }, tx);
        await recordRoleChange(tx, actor, userId, before.role, user.role);
      });
      return users.getListed(userId);
    },

    /** The decision is audited by the licence's door, in its transaction (rules §9.20). */
    async decideLicence(
      actor: UserRecord,
      userId: number,
      status: LicenceDecision,
      submittedAt: Date | undefined,
    ): Promise<ListedUser> {
      await users.decideLicence(actor, userId, status, submittedAt);
      return users.getListed(userId);
    },

    /**
     * rules §8.6 in one transaction: each module closes its part of the account through its
     * own service — sessions end, cars and the driver profile leave public view, pending
     * bookings, ticket and GPS requests move through their doors (the server's own moves,
     * `account_deleted`), personal details and the licence are forgotten — and the audit
     * line commits with it. Nothing is left half done. Then the files go and the account's
     * live streams end, in every server process.
     */
    async remove(actor: UserRecord, userId: number): Promise<void> {
      const now = clock();
      const placeholder = { name: deletedName, email: deletedEmail(userId) };
      const outcome = await transactions.run(async (tx) => {
        const closed = await users.closeAccount(
          tx,
          userId,
          (target, admins) =>
            adminChangeRefusal({ actorId: actor.id, target, to: 'deleted', admins }),
          placeholder,
          now,
        );
        if (!closed || 'refusal' in closed) return closed;
        await auth.closeAccount(tx, userId);
        const carsHidden = await cars.closeAccount(tx, userId, now);
        const profile = await drivers.closeAccount(tx, userId, deletedName, now);
        const bookingsCancelled = await bookings.closeAccount(
          tx,
          userId,
          profile && { id: profile.id, title: deletedName },
          now,
        );
        const ticketsCancelled = await tickets.closeAccount(tx, userId, placeholder, now);
        await gpsRequests.closeAccount(tx, userId, deletedName, now);
        await audit.record(
          actor,
          'user.deleted',
          userId,
          `Deleted ${withArticle(closed.role)} account: ${carsHidden} car(s) hidden, ${
            profile ? 'driver profile hidden, ' : ''
          }${bookingsCancelled} pending booking(s) and ${ticketsCancelled} ticket request(s) cancelled`,
          tx,
        );
        return { licenceFile: closed.licenseImageFile, profile, carsHidden };
      });
      if (!outcome) throw new DomainError('user.notFound');
      if ('refusal' in outcome) throw new DomainError(outcome.refusal);
      if (outcome.carsHidden > 0) cars.markChanged();
      await events.endStreamsOf(userId);
      if (outcome.licenceFile) await users.removeLicenceFiles([outcome.licenceFile]);
      if (outcome.profile)
        await drivers.removeFiles({
          licence: outcome.profile.licenseImageFile,
          portrait: outcome.profile.profileImageKey,
        });
    },
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
