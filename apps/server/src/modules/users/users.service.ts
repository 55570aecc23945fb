import type { accountEventTypes } from '@kodesha/domain';
import {
  toE164,
  adminChangeRefusal,
  canMoveLicence,
  DomainError,
  licenceEventType,
  type DomainErrorCode,
  type Language,
  type LicenceMover,
  type LicenceStatus,
  roleNeedsPhone,
  seesPrivateDetails,
  type LicenceDecision,
  type PageQuery,
  type UpdateProfileInput,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Transactions, Tx } from '../../db/transactions.js';
import type { PrivateFiles, UploadedImage } from '../../plugins/uploads.js';
import { definedOnly } from '../../shared/defined-only.js';
import { statusMove } from '../audit/audit-log.service.js';
import { auditedWhen, type Door } from '../outbox/door.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type {
  ListedUser,
  NewUser,
  UserChanges,
  UserFilter,
  UsersRepository,
} from './users.repository.js';

export type { ListedUser } from './users.repository.js';

/** A profile and its licence are the user's own private details: theirs and admins'. */
const canManage = (actor: UserRecord, userId: number) => seesPrivateDetails(actor, userId);

/** A second request with the same email can pass the first check; the unique index decides. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('auth.emailTaken');
    throw error;
  }
}

/** What an admin may change of an account directly (rules §8.5); passwords go through auth. */
export type AccountChanges = Pick<UserChanges, 'name' | 'email' | 'phoneNumber' | 'role'>;

/** A licence move as the door takes it (rules §1.9, §9.20). */
type LicenceMove = {
  userId: number;
  from: LicenceStatus;
  to: LicenceStatus;
  by: LicenceMover;
  actorId: number | null;
  reason: string | null;
  at: Date;
  /** What else the move writes on the account (the new photo, when it was reviewed). */
  changes?: UserChanges;
  /** An admin's decision names the photo they looked at (rules §1.9). */
  submittedAt?: Date;
};

/** Whether `changes` take the account's number away from `before` (a new spelling of it is no change). */
function phoneMoved(before: string | null, changes: UserChanges): boolean {
  if (!before || changes.phoneNumber === undefined) return false;
  const after = changes.phoneNumber;
  return !after || (toE164(after) ?? after) !== (toE164(before) ?? before);
}

export function createUsersService(deps: {
  users: UsersRepository;
  licences: PrivateFiles;
  /**
   * Checks the current password, counted per account (rules §1.7): throws when it is
   * wrong, or when too many were (auth's current-password check).
   */
  currentPassword: (
    user: Pick<UserRecord, 'id' | 'passwordHash'>,
    password: string,
  ) => Promise<void>;
  /** rules §1.10: a driver's profile goes back to review when its holder renames themself. */
  drivers: { accountRenamed(userId: number, tx: Tx): Promise<void> };
  /** rules §10.7: codes by SMS that verify the account's phone (the phone verification module). */
  phones: {
    sendCode(user: UserRecord, language: Language): Promise<void>;
    verify(user: UserRecord, code: string): Promise<void>;
  };
  /** rules §10.1, §1.14: an account's events (`password.changed`, a contact changed). */
  outbox: Pick<OutboxService, 'record'>;
  door: Door;
  transactions: Transactions;
  clock: () => Date;
}) {
  const { users, licences, currentPassword, drivers, door, transactions, clock } = deps;

  /** An account's event, in `tx`: its holder did it (rules §10.1). */
  const accountEvent = (
    tx: Tx,
    userId: number,
    type: (typeof accountEventTypes)[number],
    data?: Record<string, unknown>,
  ) =>
    deps.outbox.record(tx, {
      type,
      subject: { type: 'user', id: userId },
      actor: 'holder',
      actorId: userId,
      from: null,
      to: type.split('.')[1]!,
      reason: null,
      ...(data && { data }),
    });

  /**
   * The one door through which an account's licence changes status (rules §1.9, §9.20):
   * the domain's table, the row (only if still in `from`), the audit row when an admin
   * decides and the event, in the caller's transaction. `undefined` when it moved meanwhile.
   */
  async function moveLicence(tx: Tx, move: LicenceMove): Promise<UserRecord | undefined> {
    const [moved] = await door(tx, {
      allowed: canMoveLicence(move.by, move.from, move.to),
      refusal: 'licence.notPending',
      write: async () => {
        const row = await users.setLicence(
          move.userId,
          { from: move.from, submittedAt: move.submittedAt },
          { ...move.changes, licenseVerificationStatus: move.to },
          move.at,
          tx,
        );
        return row ? [row] : [];
      },
      audit: auditedWhen(move.by, move.actorId, {
        action: 'user.licence_decided',
        idOf: (user: UserRecord) => user.id,
        summary: statusMove(move.from, move.to),
      }),
      event: () => ({
        type: licenceEventType('licence', move.to),
        subject: { type: 'user', id: move.userId },
        actor: move.by,
        actorId: move.actorId,
        from: move.from,
        to: move.to,
        reason: move.reason,
      }),
    });
    return moved;
  }

  /** An account that exists and was not deleted (rules §8.6: a deleted one is gone for everyone). */
  async function findOrFail(id: number): Promise<UserRecord> {
    const user = await users.findById(id);
    if (!user || user.deletedAt) throw new DomainError('user.notFound');
    return user;
  }

  /** A new account, in the caller's `tx` (an admin's, with its audit row). */
  async function createAccountIn(tx: Tx, account: NewUser): Promise<UserRecord> {
    if (await users.findByEmail(account.email, tx)) throw new DomainError('auth.emailTaken');
    return uniqueEmail(() => users.insert(account, tx));
  }

  /**
   * A new password hash in the caller's `tx`; `temporary` when an admin chose it
   * (rules §8.5), not the person.
   */
  async function changePasswordHashIn(
    tx: Tx,
    userId: number,
    passwordHash: string,
    options: { temporary: boolean },
  ): Promise<void> {
    const updated = await users.update(
      userId,
      { passwordHash, mustChangePassword: options.temporary },
      clock(),
      tx,
    );
    if (!updated) throw new DomainError('user.notFound');
    // rules §10.1: the person is told their own password changed, whatever their settings.
    if (!options.temporary) await accountEvent(tx, userId, 'password.changed');
  }

  return {
    findByEmail: (email: string) => users.findByEmail(email),

    /** rules §9.15: keeps the language the person chose; the account as it now is. */
    async choosePreferredLanguage(userId: number, language: Language): Promise<UserRecord> {
      const updated = await transactions.run((tx) =>
        users.update(userId, { preferredLanguage: language }, clock(), tx),
      );
      if (!updated) throw new DomainError('user.notFound');
      return updated;
    },

    findOrFail,

    /**
     * rules §4.3: a client's phone given with a booking request is kept on their account when
     * it has none, in the request's transaction (a refused request keeps nothing). Unverified,
     * like every new number.
     */
    addPhoneIfNone: (tx: Tx, userId: number, phone: string) =>
      users.setPhoneIfNone(userId, phone, clock(), tx),

    /** A new account, in a transaction of its own. */
    createAccount: (account: NewUser): Promise<UserRecord> =>
      transactions.run((tx) => createAccountIn(tx, account)),

    createAccountIn,

    /** A new password hash (the person's own), in a transaction of its own. */
    changePasswordHash: (userId: number, passwordHash: string): Promise<void> =>
      transactions.run((tx) =>
        changePasswordHashIn(tx, userId, passwordHash, { temporary: false }),
      ),

    changePasswordHashIn,

    /** rules §10.7: a code by SMS to the account's phone. */
    async sendPhoneCode(userId: number, language: Language): Promise<void> {
      await deps.phones.sendCode(await findOrFail(userId), language);
    },

    /** rules §10.7: the code back; the account's phone is verified. */
    async verifyPhone(userId: number, code: string): Promise<UserRecord> {
      await deps.phones.verify(await findOrFail(userId), code);
      return findOrFail(userId);
    },

    /** Self only, admins any (rules §1.8). Only the fields sent change. */
    async updateProfile(
      actor: UserRecord,
      userId: number,
      input: UpdateProfileInput,
    ): Promise<UserRecord> {
      if (!canManage(actor, userId)) throw new DomainError('auth.forbidden');
      const user = await findOrFail(userId);
      const changes: UserChanges = {};
      // rules §1.10: a verified licence names someone; a new name is checked again.
      const renamed = input.name !== undefined && input.name !== user.name;
      if (renamed) changes.name = input.name;
      if (input.email !== undefined && input.email !== user.email) {
        // rules §1.8: an email signs in; one's own changes only with the current password,
        // so a session left open on a shared phone cannot take the account away.
        if (actor.id === userId) {
          if (!input.current_password) throw new DomainError('auth.currentPasswordRequired');
          await currentPassword(user, input.current_password);
        }
        if (await users.findByEmail(input.email)) throw new DomainError('auth.emailTaken');
        changes.email = input.email;
      }
      if ('phone_number' in input) {
        // Owners and drivers are reached by phone: they may change it, not remove it (rules §1.8).
        if (!input.phone_number && roleNeedsPhone(user.role))
          throw new DomainError('profile.phoneRequired');
        changes.phoneNumber = input.phone_number ?? null;
      }
      if (!Object.keys(changes).length) return user;
      const now = clock();
      return uniqueEmail(() =>
        transactions.run(async (tx) => {
          // rules §1.14: the old address and the old (verified) number are told first.
          // The event carries the old contact: it is told once the change has committed.
          if (changes.email !== undefined)
            await accountEvent(tx, userId, 'email.changed', { email: user.email });
          if (phoneMoved(user.phoneNumber, changes))
            await accountEvent(tx, userId, 'phone.changed', {
              phone_number: user.phoneNumber,
              is_phone_verified: user.isPhoneVerified,
            });
          const updated = (await users.update(userId, changes, now, tx))!;
          // An admin's edit keeps the licence decided (rules §8.5); one's own rename does not.
          if (!renamed || actor.id !== userId) return updated;
          const reviewed =
            updated.licenseVerificationStatus === 'verified'
              ? await moveLicence(tx, {
                  userId,
                  from: 'verified',
                  to: 'pending',
                  by: 'holder',
                  actorId: userId,
                  reason: 'renamed',
                  at: now,
                  changes: { licenseSubmittedAt: now, licenseReviewedAt: null },
                })
              : undefined;
          // rules §1.10: the same goes for a driver's profile.
          await drivers.accountRenamed(userId, tx);
          return reviewed ?? updated;
        }),
      );
    },

    /**
     * An admin's edit of an account (rules §8.5): what is sent changes, the licence stays
     * decided. A new role follows the admin rules: nobody demotes themself, and the last
     * admin stays one. Answers the account before and after.
     */
    async updateAccount(
      actor: UserRecord,
      userId: number,
      changes: AccountChanges,
      tx: Tx,
    ): Promise<{ user: UserRecord; before: UserRecord }> {
      const wanted: UserChanges = definedOnly(changes);
      if (wanted.email !== undefined) {
        const holder = await users.findByEmail(wanted.email, tx);
        if (holder && holder.id !== userId) throw new DomainError('auth.emailTaken');
      }
      const role = wanted.role;
      const outcome = await uniqueEmail(() =>
        users.updateChecked(
          userId,
          wanted,
          (target, admins) =>
            role === undefined
              ? undefined
              : adminChangeRefusal({
                  actorId: actor.id,
                  target: { id: target.id, role: target.role },
                  to: role,
                  admins,
                }),
          clock(),
          tx,
        ),
      );
      if (!outcome) throw new DomainError('user.notFound');
      if ('refusal' in outcome) throw new DomainError(outcome.refusal);
      return outcome;
    },

    /** Stores the new licence image privately and sends it for review; the old file goes. */
    async submitLicence(holder: UserRecord, image: UploadedImage): Promise<UserRecord> {
      if (!canMoveLicence('holder', holder.licenseVerificationStatus, 'pending')) {
        throw new DomainError('licence.notPending');
      }
      const file = await licences.save(`licence-${holder.id}`, image);
      let replaced: { user: UserRecord; previousFile: string | null } | undefined;
      try {
        // The account is locked while its photo is replaced, so concurrent uploads each
        // remove the file they replaced.
        replaced = await transactions.run(async (tx) => {
          const current = await users.lock(holder.id, tx);
          if (!current) return undefined;
          const now = clock();
          const user = await moveLicence(tx, {
            userId: holder.id,
            from: current.licenseVerificationStatus,
            to: 'pending',
            by: 'holder',
            actorId: holder.id,
            reason: null,
            at: now,
            changes: { licenseImageFile: file, licenseSubmittedAt: now, licenseReviewedAt: null },
          });
          return user && { user, previousFile: current.licenseImageFile };
        });
      } catch (error) {
        await licences.remove(file);
        throw error;
      }
      if (!replaced) {
        await licences.remove(file);
        throw new DomainError('user.notFound');
      }
      if (replaced.previousFile) await licences.remove(replaced.previousFile);
      return replaced.user;
    },

    /** The licence image, for its holder and admins only (rules §1.13). */
    async openLicenceImage(actor: UserRecord, userId: number) {
      if (!canManage(actor, userId)) throw new DomainError('auth.forbidden');
      const user = await findOrFail(userId);
      const stream = user.licenseImageFile ? await licences.open(user.licenseImageFile) : undefined;
      if (!user.licenseImageFile || !stream) throw new DomainError('licence.notFound');
      return { stream, type: licences.typeOf(user.licenseImageFile) };
    },

    /** Removes licence files an account no longer points at (a deleted account's, rules §8.6). */
    async removeLicenceFiles(files: string[]): Promise<void> {
      for (const file of files) await licences.remove(file);
    },

    list(filter: UserFilter, page: PageQuery): Promise<{ rows: ListedUser[]; total: number }> {
      return users.list(filter, page);
    },

    async getListed(userId: number): Promise<ListedUser> {
      const listed = await users.findListed(userId);
      if (!listed) throw new DomainError('user.notFound');
      return listed;
    },

    /**
     * An admin verifies or rejects a pending licence (rules §1.9), audited with the move. Not
     * pending → 409. When the admin names the photo they looked at (`submittedAt`) and a
     * newer one arrived since → 409 asking them to look again.
     */
    async decideLicence(
      admin: Pick<UserRecord, 'id'>,
      userId: number,
      decision: LicenceDecision,
      submittedAt: Date | undefined,
    ): Promise<UserRecord> {
      const user = await findOrFail(userId);
      if (!canMoveLicence('admin', user.licenseVerificationStatus, decision))
        throw new DomainError('licence.notPending');
      const now = clock();
      const decided = await transactions.run((tx) =>
        moveLicence(tx, {
          userId,
          from: 'pending',
          to: decision,
          by: 'admin',
          actorId: admin.id,
          reason: null,
          at: now,
          changes: { licenseReviewedAt: now },
          submittedAt,
        }),
      );
      if (decided) return decided;
      const current = await findOrFail(userId);
      throw new DomainError(
        current.licenseVerificationStatus === 'pending'
          ? 'licence.changedSinceViewed'
          : 'licence.notPending',
      );
    },

    /**
     * rules §8.6, in the deletion's transaction: under a lock on the admins (`refuse` decides
     * whether it may go ahead), the account forgets its name, email, phone and password, and
     * its licence is forgotten through the door. Answers the account as it was.
     */
    async closeAccount(
      tx: Tx,
      userId: number,
      refuse: (target: UserRecord, admins: number) => DomainErrorCode | undefined,
      placeholder: { name: string; email: string },
      now: Date,
    ): Promise<UserRecord | { refusal: DomainErrorCode } | undefined> {
      const checked = await users.updateChecked(userId, {}, refuse, now, tx);
      if (!checked || 'refusal' in checked) return checked;
      const { before } = checked;
      if (before.licenseVerificationStatus !== 'not_submitted')
        await moveLicence(tx, {
          userId,
          from: before.licenseVerificationStatus,
          to: 'not_submitted',
          by: 'system',
          actorId: null,
          reason: 'account_deleted',
          at: now,
          changes: { licenseImageFile: null, licenseSubmittedAt: null, licenseReviewedAt: null },
        });
      await users.markDeleted(userId, placeholder, now, tx);
      return before;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
