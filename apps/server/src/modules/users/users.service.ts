import {
  canMoveLicence,
  DomainError,
  roleNeedsPhone,
  seesPrivateDetails,
  type LicenceDecision,
  type PageQuery,
  type UpdateProfileInput,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PrivateFiles, UploadedImage } from '../../plugins/uploads.js';
import type { NewUser, UserChanges, UserFilter, UsersRepository } from './users.repository.js';

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

export function createUsersService(deps: {
  users: UsersRepository;
  licences: PrivateFiles;
  clock: () => Date;
}) {
  const { users, licences, clock } = deps;

  async function findOrFail(id: number): Promise<UserRecord> {
    const user = await users.findById(id);
    if (!user) throw new DomainError('user.notFound');
    return user;
  }

  return {
    findByEmail: (email: string) => users.findByEmail(email),

    async createAccount(account: NewUser): Promise<UserRecord> {
      if (await users.findByEmail(account.email)) throw new DomainError('auth.emailTaken');
      return uniqueEmail(() => users.insert(account));
    },

    async changePasswordHash(userId: number, passwordHash: string): Promise<void> {
      await users.update(userId, { passwordHash }, clock());
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
      if (input.name !== undefined) changes.name = input.name;
      if (input.email !== undefined && input.email !== user.email) {
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
      return uniqueEmail(async () => (await users.update(userId, changes, clock()))!);
    },

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

    list(filter: UserFilter, page: PageQuery) {
      return users.list(filter, page);
    },

    /**
     * An admin verifies or rejects the pending licence photo they looked at (`submittedAt`).
     * Not pending → 409; a newer photo arrived since → 409 asking to look again.
     */
    async decideLicence(
      userId: number,
      decision: LicenceDecision,
      submittedAt: Date,
    ): Promise<UserRecord> {
      const user = await findOrFail(userId);
      if (!canMoveLicence('admin', user.licenseVerificationStatus, decision))
        throw new DomainError('licence.notPending');
      const decided = await users.decidePendingLicence(
        userId,
        submittedAt,
        { licenseVerificationStatus: decision, licenseReviewedAt: clock() },
        clock(),
      );
      if (decided) return decided;
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
