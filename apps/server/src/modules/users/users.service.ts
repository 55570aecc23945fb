import {
  canMoveLicence,
  DomainError,
  type LicenceDecision,
  type PageQuery,
  type UpdateProfileInput,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { PrivateFiles, UploadedImage } from '../../plugins/uploads.js';
import type { UserChanges, UserFilter, UsersRepository } from './users.repository.js';

const canManage = (actor: UserRecord, userId: number) =>
  actor.id === userId || actor.role === 'admin';

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
    /** Self only, admins any (issue 2). Only the fields sent change. */
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
      if ('phone_number' in input) changes.phoneNumber = input.phone_number ?? null;
      if (!Object.keys(changes).length) return user;
      try {
        return (await users.update(userId, changes, clock()))!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('auth.emailTaken');
        throw error;
      }
    },

    /** Stores the new licence image privately and sends it for review; the old file goes. */
    async submitLicence(holder: UserRecord, image: UploadedImage): Promise<UserRecord> {
      if (!canMoveLicence('holder', holder.licenseVerificationStatus, 'pending')) {
        throw new DomainError('licence.notPending');
      }
      const file = await licences.save(`licence-${holder.id}`, image);
      let updated: UserRecord | undefined;
      try {
        updated = await users.update(
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
      if (holder.licenseImageFile) await licences.remove(holder.licenseImageFile);
      return updated!;
    },

    /** The licence image, for its holder and admins only (DESIGN §1.6). */
    async openLicenceImage(actor: UserRecord, userId: number) {
      if (!canManage(actor, userId)) throw new DomainError('auth.forbidden');
      const user = await findOrFail(userId);
      if (!user.licenseImageFile) throw new DomainError('licence.notFound');
      return {
        stream: licences.open(user.licenseImageFile),
        type: licences.typeOf(user.licenseImageFile),
      };
    },

    list(filter: UserFilter, page: PageQuery) {
      return users.list(filter, page);
    },

    /** An admin verifies or rejects a pending licence; anything else is a conflict (409). */
    async decideLicence(userId: number, decision: LicenceDecision): Promise<UserRecord> {
      const user = await findOrFail(userId);
      if (!canMoveLicence('admin', user.licenseVerificationStatus, decision))
        throw new DomainError('licence.notPending');
      const decided = await users.updateLicenceIf(
        userId,
        'pending',
        { licenseVerificationStatus: decision, licenseReviewedAt: clock() },
        clock(),
      );
      if (!decided) throw new DomainError('licence.notPending');
      return decided;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
