import {
  adminChangeRefusal,
  canMoveLicence,
  DomainError,
  type Language,
  roleNeedsPhone,
  seesPrivateDetails,
  type LicenceDecision,
  type PageQuery,
  type UpdateProfileInput,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PrivateFiles, UploadedImage } from '../../plugins/uploads.js';
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

export function createUsersService(deps: {
  users: UsersRepository;
  licences: PrivateFiles;
  /** Checks a password against its stored hash (the auth module's hasher). */
  /**
   * Checks the current password, counted per account (rules §1.7): throws when it is
   * wrong, or when too many were (auth's current-password check).
   */
  currentPassword: (
    user: Pick<UserRecord, 'id' | 'passwordHash'>,
    password: string,
  ) => Promise<void>;
  /** rules §1.10: a driver's profile goes back to review when its holder renames themself. */
  drivers: { accountRenamed(userId: number): Promise<void> };
  clock: () => Date;
}) {
  const { users, licences, currentPassword, drivers, clock } = deps;

  /** An account that exists and was not deleted (rules §8.6: a deleted one is gone for everyone). */
  async function findOrFail(id: number): Promise<UserRecord> {
    const user = await users.findById(id);
    if (!user || user.deletedAt) throw new DomainError('user.notFound');
    return user;
  }

  return {
    findByEmail: (email: string) => users.findByEmail(email),

    /** rules §9.15: keeps the language the person chose; the account as it now is. */
    async choosePreferredLanguage(userId: number, language: Language): Promise<UserRecord> {
      const updated = await users.update(userId, { preferredLanguage: language }, clock());
      if (!updated) throw new DomainError('user.notFound');
      return updated;
    },

    findOrFail,

    async createAccount(account: NewUser): Promise<UserRecord> {
      if (await users.findByEmail(account.email)) throw new DomainError('auth.emailTaken');
      return uniqueEmail(() => users.insert(account));
    },

    /** A new password hash; `temporary` when an admin chose it (rules §8.5), not the person. */
    async changePasswordHash(
      userId: number,
      passwordHash: string,
      options: { temporary: boolean } = { temporary: false },
    ): Promise<void> {
      const updated = await users.update(
        userId,
        { passwordHash, mustChangePassword: options.temporary },
        clock(),
      );
      if (!updated) throw new DomainError('user.notFound');
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
      if (input.name !== undefined && input.name !== user.name) {
        changes.name = input.name;
        // rules §1.10: a verified licence names someone; a new name is checked again.
        if (actor.id === userId && user.licenseVerificationStatus === 'verified') {
          changes.licenseVerificationStatus = 'pending';
          changes.licenseSubmittedAt = clock();
          changes.licenseReviewedAt = null;
        }
      }
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
      const updated = await uniqueEmail(
        async () => (await users.update(userId, changes, clock()))!,
      );
      // rules §1.10: the same goes for a driver's profile; an admin's edit keeps it (rules §8.5).
      if (changes.name !== undefined && actor.id === userId) await drivers.accountRenamed(userId);
      return updated;
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
    ): Promise<{ user: UserRecord; before: UserRecord }> {
      const wanted: UserChanges = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      if (wanted.email !== undefined) {
        const holder = await users.findByEmail(wanted.email);
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
        ),
      );
      if (!outcome) throw new DomainError('user.notFound');
      if ('refusal' in outcome) throw new DomainError(outcome.refusal);
      return outcome;
    },

    /** Takes back an account an admin made a moment ago, when its driver profile failed. */
    discardNewAccount: (userId: number) => users.remove(userId),

    /** Stores the new licence image privately and sends it for review; the old file goes. */
    async submitLicence(holder: UserRecord, image: UploadedImage): Promise<UserRecord> {
      if (!canMoveLicence('holder', holder.licenseVerificationStatus, 'pending')) {
        throw new DomainError('licence.notPending');
      }
      const file = await licences.save(`licence-${holder.id}`, image);
      let replaced: Awaited<ReturnType<UsersRepository['replaceLicenceImage']>>;
      try {
        replaced = await users.replaceLicenceImage(
          holder.id,
          {
            licenseImageFile: file,
            licenseVerificationStatus: 'pending',
            licenseSubmittedAt: clock(),
            licenseReviewedAt: null,
          },
          clock(),
        );
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
     * An admin verifies or rejects a pending licence (rules §1.9). Not pending → 409. When
     * the admin names the photo they looked at (`submittedAt`) and a newer one arrived
     * since → 409 asking them to look again.
     */
    async decideLicence(
      userId: number,
      decision: LicenceDecision,
      submittedAt: Date | undefined,
    ): Promise<{ user: UserRecord; from: UserRecord['licenseVerificationStatus'] }> {
      const user = await findOrFail(userId);
      if (!canMoveLicence('admin', user.licenseVerificationStatus, decision))
        throw new DomainError('licence.notPending');
      const decided = await users.decidePendingLicence(
        userId,
        submittedAt,
        { licenseVerificationStatus: decision, licenseReviewedAt: clock() },
        clock(),
      );
      if (decided) return { user: decided, from: user.licenseVerificationStatus };
      const now = await findOrFail(userId);
      throw new DomainError(
        now.licenseVerificationStatus === 'pending'
          ? 'licence.changedSinceViewed'
          : 'licence.notPending',
      );
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
