import {
  similarItemsLimit,
  canMoveLicence,
  contactAccess,
  contactRefusal,
  daysToMask,
  DomainError,
  isPublicDriver,
  licenceEventType,
  seesPrivateDetails,
  toPage,
  type AdminDriverSummary,
  type AdminDriversQuery,
  type AdminUpdateDriverInput,
  type DriverListQuery,
  type LicenceDecision,
  type LicenceMover,
  type LicenceStatus,
  type Page,
  type RegisterDriverInput,
  type UpdateDriverInput,
} from '@kodesha/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { DriverRecord } from '../../db/schema/drivers.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions, Tx } from '../../db/transactions.js';
import type { PublicImages } from '../../plugins/public-images.js';
import type { PrivateFiles, UploadedImage } from '../../plugins/uploads.js';
import { definedOnly } from '../../shared/defined-only.js';
import { statusMove } from '../audit/audit-log.service.js';
import { auditedWhen, type Door } from '../outbox/door.service.js';
import type { EventFacts } from '../outbox/event-facts.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type {
  AdminDriver,
  DriverChanges,
  DriversRepository,
  NewDriver,
  RatedDriver,
} from './drivers.repository.js';

export type { AdminDriver, RatedDriver } from './drivers.repository.js';

const isPublic = (driver: DriverRecord) =>
  isPublicDriver({
    is_active: driver.isActive,
    license_verification_status: driver.licenseVerificationStatus,
  });

/** Who sees a driver's licence details and a profile not yet public: the driver and admins. */
export const canSeePrivateDetails = (viewer: UserRecord | null, driver: DriverRecord) =>
  seesPrivateDetails(viewer, driver.userId);

/** The profile's fields as the driver or an admin sends them (rules §3.2, §8.8). */
type DriverFieldsInput = Partial<Omit<RegisterDriverInput, 'license_number'>> & {
  license_number?: string | null;
  is_available?: boolean;
};

function driverColumns(input: DriverFieldsInput) {
  const changes: DriverChanges = {
    name: input.name,
    age: input.age,
    experienceYears: input.experience,
    licenseNumber: input.license_number,
    location: input.location,
    pricePerHour: input.price_per_hour,
    specialties: input.specialties,
    bio: input.bio,
    availabilityNotes: input.availability_notes,
    availableDays: input.available_days ? daysToMask(input.available_days) : undefined,
    availableFromHour: input.available_from_hour,
    availableToHour: input.available_to_hour,
    instantBook: input.instant_book,
    minNoticeHours: input.min_notice_hours,
    isAvailable: input.is_available,
  };
  return definedOnly(changes);
}

/**
 * An edit may send one of the hours only: with the other as saved, they must still run
 * forwards (rules §2.4, §4.15).
 */
function checkHoursInOrder(driver: DriverRecord, changes: DriverChanges) {
  const from = changes.availableFromHour ?? driver.availableFromHour;
  const to = changes.availableToHour ?? driver.availableToHour;
  if (from >= to) throw new DomainError('driver.hoursOutOfOrder');
}

/** The calendar's columns of a new profile: what was sent, or the table's defaults. */
function calendarColumns(input: DriverFieldsInput) {
  const { availableDays, availableFromHour, availableToHour, instantBook, minNoticeHours } =
    driverColumns(input);
  return definedOnly({
    availableDays,
    availableFromHour,
    availableToHour,
    instantBook,
    minNoticeHours,
  });
}

/** A driver licence move as the door takes it (rules §3.4, §9.20). */
type DriverLicenceMove = {
  driverId: number;
  from: LicenceStatus;
  to: LicenceStatus;
  by: LicenceMover;
  actorId: number | null;
  reason: string | null;
  at: Date;
};

/**
 * What a caller writes in the transaction of a driver's change, so both commit or neither
 * does: an admin's audit row (rules §8.13).
 */
type AlongWith = (tx: Tx) => Promise<void>;

export function createDriversService(deps: {
  drivers: DriversRepository;
  photos: PublicImages;
  licences: PrivateFiles;
  outbox: OutboxService;
  door: Door;
  transactions: Transactions;
  clock: () => Date;
}) {
  const { drivers, photos, licences, outbox, door, transactions, clock } = deps;

  const submitted = (driver: DriverRecord, by: LicenceMover, actorId: number) => ({
    type: licenceEventType('driver', 'pending'),
    subject: { type: 'driver' as const, id: driver.id },
    actor: by,
    actorId,
    from: null,
    to: 'pending',
    reason: null,
    data: { user_id: driver.userId } satisfies EventFacts['driver'],
  });

  /**
   * The one door through which a driver's verification changes (rules §3.4, §9.20): the
   * domain's table, the row (only if still in `from`), the audit row when an admin decides
   * and the event, in the caller's transaction. `undefined` when it moved meanwhile.
   */
  async function moveDriverLicence(
    tx: Tx,
    move: DriverLicenceMove,
  ): Promise<DriverRecord | undefined> {
    const [moved] = await door(tx, {
      allowed: canMoveLicence(move.by, move.from, move.to),
      refusal: 'licence.notPending',
      write: async () => {
        const row = await drivers.setLicence(move.driverId, move.from, move.to, move.at, tx);
        return row ? [row] : [];
      },
      audit: auditedWhen(move.by, move.actorId, {
        action: 'driver.licence_decided',
        idOf: (driver: DriverRecord) => driver.id,
        summary: statusMove(move.from, move.to),
      }),
      event: (driver) => ({
        type: licenceEventType('driver', move.to),
        subject: { type: 'driver', id: driver.id },
        actor: move.by,
        actorId: move.actorId,
        from: move.from,
        to: move.to,
        reason: move.reason,
        data: { user_id: driver.userId } satisfies EventFacts['driver'],
      }),
    });
    return moved;
  }

  /** A new profile and the event of its licence sent for review, in `tx`. */
  async function insertProfile(tx: Tx, profile: NewDriver, by: LicenceMover, actorId: number) {
    const created = await drivers.insert(profile, tx);
    await outbox.record(tx, submitted(created, by, actorId));
    return created;
  }

  /** A driver just written, read back with their rating. */
  async function rated(record: DriverRecord): Promise<RatedDriver> {
    return (await drivers.findById(record.id)) ?? { ...record, rating: null, reviewCount: 0 };
  }

  async function findOrFail(id: number): Promise<RatedDriver> {
    const driver = await drivers.findById(id);
    if (!driver) throw new DomainError('driver.notFound');
    return driver;
  }

  /** Pending, rejected or inactive drivers are not public (404), except to themselves and admins. */
  async function getDriver(viewer: UserRecord | null, id: number): Promise<RatedDriver> {
    const driver = await findOrFail(id);
    if (!isPublic(driver) && !canSeePrivateDetails(viewer, driver))
      throw new DomainError('driver.notFound');
    return driver;
  }

  /**
   * A driver's own edit of who they are (rules §1.10), in `tx` with the profile locked: a new
   * name or licence number sends a verified licence back to review, a new licence photo any
   * licence (rules §1.9), through the door. Answers the profile and the photo it replaced.
   */
  async function changeIdentity(
    tx: Tx,
    id: number,
    changes: DriverChanges,
    change: { identity: boolean; licenceFile?: string },
  ): Promise<{ driver: DriverRecord; previousLicenceFile: string | null } | undefined> {
    const current = await drivers.lock(id, tx);
    if (!current) return undefined;
    const now = clock();
    let driver = (await drivers.update(
      id,
      { ...changes, ...(change.licenceFile && { licenseImageFile: change.licenceFile }) },
      now,
      tx,
    ))!;
    const from = current.licenseVerificationStatus;
    if (change.licenceFile || (change.identity && from === 'verified'))
      driver =
        (await moveDriverLicence(tx, {
          driverId: id,
          from,
          to: 'pending',
          by: 'holder',
          actorId: current.userId,
          reason: change.licenceFile ? null : 'renamed',
          at: now,
        })) ?? driver;
    return { driver, previousLicenceFile: change.licenceFile ? current.licenseImageFile : null };
  }

  /**
   * Writes `changes` (and a new portrait), with what `alongWith` writes, in one transaction;
   * a replaced portrait goes unless another driver shows it, and so does the new one when
   * the transaction fails.
   */
  async function applyChanges(
    driver: RatedDriver,
    changes: DriverChanges,
    photo?: UploadedImage,
    alongWith?: AlongWith,
  ): Promise<RatedDriver> {
    if (photo) changes.profileImageKey = await photos.save(photo);
    let updated: DriverRecord;
    try {
      updated = await transactions.run(async (tx) => {
        const row = await drivers.update(driver.id, changes, clock(), tx);
        if (!row) throw new DomainError('driver.notFound');
        await alongWith?.(tx);
        return row;
      });
    } catch (error) {
      await removeReplacedPortrait(changes.profileImageKey ?? null, driver.profileImageKey);
      throw error;
    }
    await removeReplacedPortrait(driver.profileImageKey, updated.profileImageKey);
    return rated(updated);
  }

  /** A replaced portrait goes, unless another driver shows it (photos are stored once). */
  async function removeReplacedPortrait(previous: string | null, now: string | null) {
    if (previous && previous !== now && !(await drivers.isPortraitUsed(previous)))
      await photos.remove(previous);
  }

  return {
    getDriver,

    /**
     * rules §4.17: up to 3 drivers like a public driver (their town, nearest price) free for
     * `window`, for a request that found its time taken. A driver not public is 404.
     */
    async similarDrivers(id: number, window: { start: Date; end: Date }): Promise<RatedDriver[]> {
      const driver = await getDriver(null, id);
      return drivers.similarFree(driver, window, similarItemsLimit);
    },

    /** What the sitemap lists of drivers: the public ones (rules §9.16). */
    sitemapEntries: (limit: number) => drivers.publicListings(limit),

    async listDrivers(query: DriverListQuery): Promise<Page<RatedDriver>> {
      const { rows, total } = await drivers.listPublic(query);
      return toPage(rows, total, query);
    },

    async myProfile(actor: UserRecord): Promise<RatedDriver> {
      const driver = await drivers.findByUserId(actor.id);
      if (!driver) throw new DomainError('driver.notFound');
      return driver;
    },

    /** rules §3.3: one profile per driver account, pending until verified. */
    async register(
      actor: UserRecord,
      input: RegisterDriverInput,
      files: { licence?: UploadedImage; photo?: UploadedImage },
    ): Promise<RatedDriver> {
      if (await drivers.findByUserId(actor.id)) throw new DomainError('driver.alreadyRegistered');
      if (!files.licence) throw new DomainError('driver.licenceImageRequired');
      const licenceFile = await licences.save(`driver-${actor.id}`, files.licence);
      let photoKey: string | null = null;
      try {
        if (files.photo) photoKey = await photos.save(files.photo);
        const created = await transactions.run((tx) =>
          insertProfile(
            tx,
            {
              ...(driverColumns(input) as Required<
                Omit<DriverChanges, 'isAvailable' | 'licenseVerificationStatus'>
              >),
              userId: actor.id,
              licenseImageFile: licenceFile,
              profileImageKey: photoKey,
            },
            'holder',
            actor.id,
          ),
        );
        return await rated(created);
      } catch (error) {
        await licences.remove(licenceFile);
        if (isUniqueViolation(error)) throw new DomainError('driver.alreadyRegistered');
        throw error;
      }
    },

    /**
     * The driver's own profile only (rules §3.10), including `is_available` (rules §3.5)
     * and a new licence photo. rules §1.10: a verified licence names someone; a new name or
     * number is checked again, and the driver leaves the public list until then; a new
     * photo always goes back to review (rules §1.9).
     */
    async update(
      actor: UserRecord,
      id: number,
      input: UpdateDriverInput,
      files: { photo?: UploadedImage; licence?: UploadedImage } = {},
    ): Promise<RatedDriver> {
      const driver = await findOrFail(id);
      if (driver.userId !== actor.id) throw new DomainError('driver.notYours');
      const changes = driverColumns(input);
      checkHoursInOrder(driver, changes);
      const identity =
        (changes.name !== undefined && changes.name !== driver.name) ||
        (changes.licenseNumber !== undefined && changes.licenseNumber !== driver.licenseNumber);
      if (!identity && !files.licence) return applyChanges(driver, changes, files.photo);

      const licenceFile = files.licence
        ? await licences.save(`driver-${actor.id}`, files.licence)
        : undefined;
      let written: { driver: DriverRecord; previousLicenceFile: string | null } | undefined;
      try {
        if (files.photo) changes.profileImageKey = await photos.save(files.photo);
        written = await transactions.run((tx) =>
          changeIdentity(tx, id, changes, { identity, licenceFile }),
        );
      } catch (error) {
        if (licenceFile) await licences.remove(licenceFile);
        throw error;
      }
      if (!written) {
        if (licenceFile) await licences.remove(licenceFile);
        throw new DomainError('driver.notFound');
      }
      if (written.previousLicenceFile) await licences.remove(written.previousLicenceFile);
      await removeReplacedPortrait(driver.profileImageKey, written.driver.profileImageKey);
      return rated(written.driver);
    },

    /**
     * rules §1.10: a driver who changes their own name on their account (rules §1.8) is
     * checked again, as if they had changed it on their driver profile — in the rename's
     * transaction.
     */
    async accountRenamed(userId: number, tx: Tx): Promise<void> {
      const driver = await drivers.lockOfUser(userId, tx);
      if (driver) await changeIdentity(tx, driver.id, {}, { identity: true });
    },

    /**
     * An admin's edit of any driver (rules §8.8): what is sent changes; the licence stays
     * decided. `alongWith` writes the admin's audit row (and the account's phone) in the
     * edit's transaction (rules §8.13).
     */
    async updateAsAdmin(
      id: number,
      input: Omit<AdminUpdateDriverInput, 'phone_number'>,
      photo: UploadedImage | undefined,
      alongWith: AlongWith,
    ): Promise<RatedDriver> {
      const driver = await findOrFail(id);
      const changes = driverColumns(input);
      checkHoursInOrder(driver, changes);
      return applyChanges(driver, changes, photo, alongWith);
    },

    /** An admin shows or hides a driver (rules §8.8), in the admin's `tx` with its audit row. */
    async setDriverActive(id: number, active: boolean, tx: Tx): Promise<void> {
      const updated = await drivers.update(id, { isActive: active }, clock(), tx);
      if (!updated) throw new DomainError('driver.notFound');
    },

    /**
     * rules §8.8: an admin adds a driver with the account `newAccount` makes, in one
     * transaction with what `alongWith` writes (the admin's audit row, rules §8.13): all of it
     * commits, or none. No licence photo is needed; the profile waits for verification like
     * any other. The files are stored first (before the account has a number, so a licence's
     * name says only that an admin added it), and go again when the transaction fails.
     */
    async createWithAccount(
      admin: Pick<UserRecord, 'id'>,
      newAccount: (tx: Tx) => Promise<UserRecord>,
      input: DriverFieldsInput & Pick<RegisterDriverInput, 'name' | 'age' | 'experience'>,
      files: { licence?: UploadedImage; photo?: UploadedImage },
      alongWith: (tx: Tx, driver: DriverRecord) => Promise<void>,
    ): Promise<RatedDriver> {
      const licenceFile = files.licence ? await licences.save('driver-added', files.licence) : null;
      let photoKey: string | null = null;
      try {
        if (files.photo) photoKey = await photos.save(files.photo);
        const created = await transactions.run(async (tx) => {
          const account = await newAccount(tx);
          const driver = await insertProfile(
            tx,
            {
              name: input.name,
              age: input.age,
              experienceYears: input.experience,
              location: input.location!,
              pricePerHour: input.price_per_hour!,
              specialties: input.specialties ?? [],
              availabilityNotes: input.availability_notes ?? '',
              bio: input.bio ?? null,
              licenseNumber: input.license_number ?? null,
              ...calendarColumns(input),
              userId: account.id,
              licenseImageFile: licenceFile,
              profileImageKey: photoKey,
            },
            'admin',
            admin.id,
          );
          await alongWith(tx, driver);
          return driver;
        });
        return await rated(created);
      } catch (error) {
        if (licenceFile) await licences.remove(licenceFile);
        await removeReplacedPortrait(photoKey, null);
        if (isUniqueViolation(error)) throw new DomainError('driver.alreadyRegistered');
        throw error;
      }
    },

    async listForAdmin(
      query: AdminDriversQuery,
    ): Promise<Page<AdminDriver> & { summary: AdminDriverSummary }> {
      const [{ rows, total }, summary] = await Promise.all([
        drivers.listForAdmin(query),
        drivers.summaryForAdmin(),
      ]);
      return { ...toPage(rows, total, query), summary };
    },

    async getForAdmin(id: number): Promise<AdminDriver> {
      const driver = await drivers.findForAdmin(id);
      if (!driver) throw new DomainError('driver.notFound');
      return driver;
    },

    /** The driver's phone, for verified clients and admins (rules §1.12). */
    async driverPhone(viewer: UserRecord | null, id: number): Promise<string | null> {
      const access = contactAccess(
        viewer && {
          role: viewer.role,
          license_verification_status: viewer.licenseVerificationStatus,
        },
      );
      // Nobody signed in is told to log in before learning whether the driver exists.
      if (access === 'login') throw new DomainError('contact.loginRequired');
      const driver = await getDriver(viewer, id);
      const refusal = contactRefusal(access, 'driver');
      if (refusal) throw new DomainError(refusal);
      return drivers.phoneOf(driver);
    },

    /**
     * `POST /api/admin/drivers/{id}/verify-license` (rules §3.4): pending → verified or
     * rejected, audited with the move. `null` is the demo seed's (no admin decided: no audit).
     */
    async decideLicence(
      admin: Pick<UserRecord, 'id'> | null,
      id: number,
      status: LicenceDecision,
    ): Promise<RatedDriver> {
      const driver = await findOrFail(id);
      if (!canMoveLicence('admin', driver.licenseVerificationStatus, status))
        throw new DomainError('licence.notPending');
      const decided = await transactions.run((tx) =>
        moveDriverLicence(tx, {
          driverId: id,
          from: driver.licenseVerificationStatus,
          to: status,
          by: 'admin',
          actorId: admin?.id ?? null,
          reason: null,
          at: clock(),
        }),
      );
      if (!decided) throw new DomainError('licence.notPending'); // decided meanwhile
      return rated(decided);
    },

    /**
     * rules §8.6, in the deletion's transaction: the account's driver profile leaves public
     * view and forgets the person (name, licence, portrait, bio). Answers the profile as it
     * was, for its files to go once the deletion commits, or null without one.
     */
    async closeAccount(tx: Tx, userId: number, placeholderName: string, now: Date) {
      const profile = await drivers.lockOfUser(userId, tx);
      if (!profile) return null;
      await drivers.update(
        profile.id,
        {
          name: placeholderName,
          licenseNumber: null,
          licenseImageFile: null,
          profileImageKey: null,
          bio: null,
          isActive: false,
          isAvailable: false,
        },
        now,
        tx,
      );
      return profile;
    },

    async openLicenceImage(viewer: UserRecord, id: number) {
      const driver = await findOrFail(id);
      if (!canSeePrivateDetails(viewer, driver)) throw new DomainError('auth.forbidden');
      const file = driver.licenseImageFile;
      const stream = file ? await licences.open(file) : undefined;
      if (!file || !stream) throw new DomainError('licence.notFound');
      return { stream, type: licences.typeOf(file) };
    },

    /** Removes the files of a deleted account's driver profile (rules §8.6). */
    async removeFiles(files: { licence: string | null; portrait: string | null }): Promise<void> {
      if (files.licence) await licences.remove(files.licence);
      if (files.portrait && !(await drivers.isPortraitUsed(files.portrait)))
        await photos.remove(files.portrait);
    },
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
