import {
  DomainError,
  type AdminCarsQuery,
  type AdminCreateCarInput,
  type AdminCreateDriverInput,
  type AdminDriversQuery,
  type AdminUpdateCarInput,
  type AdminUpdateDriverInput,
  type LicenceDecision,
} from '@kodesha/domain';
import { randomBytes } from 'node:crypto';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions } from '../../db/transactions.js';
import type { UploadedImage } from '../../plugins/uploads.js';
import type { AuditLogService } from '../audit/audit-log.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { CarsService } from '../cars/cars.service.js';
import type { DriversService } from '../drivers/drivers.service.js';
import type { UsersService } from '../users/users.service.js';
import { makeTemporaryPassword } from './admin-accounts.service.js';
import { statusMove } from '../audit/audit-log.service.js';
import { activeWord, changedFields } from './change-summary.js';

/**
 * A sign-in address for a driver an admin adds without an email (rules §8.8): unique,
 * and on a domain that can never receive mail, so nobody mistakes it for a real one.
 */
const madeUpDriverEmail = () => `driver-${randomBytes(4).toString('hex')}@drivers.kodesha.invalid`;

/**
 * The admin's use cases on listings (rules §8.7, §8.8): cars and drivers, created, edited,
 * shown or hidden, deleted, verified. The owning services do the work with their own
 * checks; this checks what only an admin may do and records it in the audit log, in the
 * write's transaction: the change and its audit row commit together or not at all
 * (rules §8.13).
 */
export function createAdminListingsService(deps: {
  users: UsersService;
  auth: AuthService;
  cars: CarsService;
  drivers: DriversService;
  audit: AuditLogService;
  transactions: Transactions;
}) {
  const { users, auth, cars, drivers, audit, transactions } = deps;

  /** The owner a car is listed for: an owner account that was not deleted. */
  async function ownerAccount(ownerId: number): Promise<UserRecord> {
    const owner = await users.findOrFail(ownerId).catch(() => undefined);
    if (!owner || owner.role !== 'owner') throw new DomainError('car.ownerInvalid');
    return owner;
  }

  /** A listing of a deleted account stays hidden for good (rules §8.6). */
  async function refuseIfDeleted(userId: number): Promise<void> {
    const account = await users.findOrFail(userId).catch(() => undefined);
    if (!account) throw new DomainError('account.deleted');
  }

  return {
    listCars: (query: AdminCarsQuery) => cars.listForAdmin(query),

    getCar: (actor: UserRecord, carId: number) => cars.getCar(actor, carId),

    async createCar(actor: UserRecord, input: AdminCreateCarInput, images: UploadedImage[]) {
      const owner = await ownerAccount(input.owner_id);
      return cars.createCar(owner, input, images, (tx, carId) =>
        audit.record(actor, 'car.created', carId, `Listed for owner #${owner.id}`, tx),
      );
    },

    async updateCar(
      actor: UserRecord,
      carId: number,
      input: AdminUpdateCarInput,
      images: UploadedImage[],
    ) {
      const { owner_id: ownerId, ...fields } = input;
      if (ownerId !== undefined) await ownerAccount(ownerId);
      return cars.updateCarAsAdmin(carId, fields, images, ownerId, (tx) =>
        audit.record(
          actor,
          'car.updated',
          carId,
          changedFields(
            { ...fields, owner_id: ownerId },
            images.length > 0 ? [`${images.length} new photo(s)`] : [],
          ),
          tx,
        ),
      );
    },

    async deleteCar(actor: UserRecord, carId: number): Promise<void> {
      await cars.deleteCarAsAdmin(carId, (tx, { car }) =>
        audit.record(actor, 'car.deleted', carId, `Deleted a car of owner #${car.ownerId}`, tx),
      );
    },

    /** Shown or hidden, with its audit line, in one transaction (rules §8.13). */
    async setCarActive(actor: UserRecord, carId: number, active: boolean) {
      const before = await cars.getCar(actor, carId);
      if (active) await refuseIfDeleted(before.car.ownerId);
      await transactions.run(async (tx) => {
        await cars.setCarActive(carId, active, tx);
        await audit.record(
          actor,
          'car.status_changed',
          carId,
          statusMove(activeWord(before.car.isActive), activeWord(active)),
          tx,
        );
      });
      return cars.getCar(actor, carId);
    },

    listDrivers: (query: AdminDriversQuery) => drivers.listForAdmin(query),

    getDriver: (driverId: number) => drivers.getForAdmin(driverId),

    /**
     * rules §8.8: the driver's account and profile at once. No email gets a made-up sign-in
     * address, no password a temporary one (rules §8.5); both are in the answer.
     */
    async createDriver(
      actor: UserRecord,
      input: AdminCreateDriverInput,
      files: { licence?: UploadedImage; photo?: UploadedImage },
    ) {
      const temporaryPassword = input.password ? undefined : makeTemporaryPassword();
      // Hashing is slow: done before the transaction opens.
      const passwordHash = await auth.hashPassword(input.password ?? temporaryPassword!);
      const driver = await drivers.createWithAccount(
        actor,
        (tx) =>
          users.createAccountIn(tx, {
            name: input.name,
            email: input.email ?? madeUpDriverEmail(),
            role: 'driver',
            phoneNumber: input.phone_number ?? null,
            passwordHash,
            mustChangePassword: true,
          }),
        input,
        files,
        (tx, created) =>
          audit.record(
            actor,
            'driver.created',
            created.id,
            `Added a driver with a new account #${created.userId}`,
            tx,
          ),
      );
      return { driver: await drivers.getForAdmin(driver.id), temporaryPassword };
    },

    async updateDriver(
      actor: UserRecord,
      driverId: number,
      input: AdminUpdateDriverInput,
      photo?: UploadedImage,
    ) {
      const { phone_number: phone, ...fields } = input;
      const driver = await drivers.getForAdmin(driverId);
      const sent = 'phone_number' in input ? { ...fields, phone_number: phone ?? null } : fields;
      // The account's phone, the profile and the audit row commit together (rules §8.13).
      await drivers.updateAsAdmin(driverId, fields, photo, async (tx) => {
        if ('phone_number' in input)
          await users.updateAccount(actor, driver.userId, { phoneNumber: phone ?? null }, tx);
        await audit.record(
          actor,
          'driver.updated',
          driverId,
          changedFields(sent, photo ? ['profile_image'] : []),
          tx,
        );
      });
      return drivers.getForAdmin(driverId);
    },

    /** Shown or hidden, with its audit line, in one transaction (rules §8.13). */
    async setDriverActive(actor: UserRecord, driverId: number, active: boolean) {
      const before = await drivers.getForAdmin(driverId);
      if (active) await refuseIfDeleted(before.userId);
      await transactions.run(async (tx) => {
        await drivers.setDriverActive(driverId, active, tx);
        await audit.record(
          actor,
          'driver.status_changed',
          driverId,
          statusMove(activeWord(before.isActive), activeWord(active)),
          tx,
        );
      });
      return drivers.getForAdmin(driverId);
    },

    /** The decision is audited by the drivers' door, in its transaction (rules §9.20). */
    async decideDriverLicence(actor: UserRecord, driverId: number, status: LicenceDecision) {
      await drivers.decideLicence(actor, driverId, status);
      return drivers.getForAdmin(driverId);
    },
  };
}

export type AdminListingsService = ReturnType<typeof createAdminListingsService>;
