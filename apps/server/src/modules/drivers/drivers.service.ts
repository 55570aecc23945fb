import {
  canMoveLicence,
  contactAccess,
  contactRefusal,
  DomainError,
  seesPrivateDetails,
  toPage,
  type AdminDriverSummary,
  type AdminDriversQuery,
  type AdminUpdateDriverInput,
  type DriverListQuery,
  type LicenceDecision,
  type Page,
  type RegisterDriverInput,
  type UpdateDriverInput,
} from '@kodesha/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { DriverRecord } from '../../db/schema/drivers.js';
import type { UserRecord } from '../../db/schema/users.js';
import type { PublicImages } from '../../plugins/public-images.js';
import type { PrivateFiles, UploadedImage } from '../../plugins/uploads.js';
import type {
  AdminDriver,
  DriverChanges,
  DriversRepository,
  RatedDriver,
} from './drivers.repository.js';

export type { AdminDriver, RatedDriver } from './drivers.repository.js';

const isPublic = (driver: DriverRecord) =>
  driver.isActive && driver.licenseVerificationStatus === 'verified';

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
    isAvailable: input.is_available,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as DriverChanges;
}

export function createDriversService(deps: {
  drivers: DriversRepository;
  photos: PublicImages;
  licences: PrivateFiles;
  clock: () => Date;
}) {
  const { drivers, photos, licences, clock } = deps;

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

  /** Writes `changes` (and a new portrait); a replaced portrait goes unless another driver shows it. */
  async function applyChanges(
    driver: RatedDriver,
    changes: DriverChanges,
    photo?: UploadedImage,
  ): Promise<RatedDriver> {
    if (photo) changes.profileImageKey = await photos.save(photo);
    const updated = await drivers.update(driver.id, changes, clock());
    if (!updated) throw new DomainError('driver.notFound');
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
        const created = await drivers.insert({
          ...(driverColumns(input) as Required<
            Omit<DriverChanges, 'isAvailable' | 'licenseVerificationStatus'>
          >),
          userId: actor.id,
          licenseImageFile: licenceFile,
          profileImageKey: photoKey,
        });
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
      const identity =
        (changes.name !== undefined && changes.name !== driver.name) ||
        (changes.licenseNumber !== undefined && changes.licenseNumber !== driver.licenseNumber);
      if (!identity && !files.licence) return applyChanges(driver, changes, files.photo);

      const licenceFile = files.licence
        ? await licences.save(`driver-${actor.id}`, files.licence)
        : undefined;
      let written: Awaited<ReturnType<DriversRepository['updateIdentity']>>;
      try {
        if (files.photo) changes.profileImageKey = await photos.save(files.photo);
        written = await drivers.updateIdentity(id, changes, { identity, licenceFile }, clock());
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
     * checked again, as if they had changed it on their driver profile.
     */
    async accountRenamed(userId: number): Promise<void> {
      const driver = await drivers.findByUserId(userId);
      if (driver) await drivers.updateIdentity(driver.id, {}, { identity: true }, clock());
    },

    /** An admin's edit of any driver (rules §8.8): what is sent changes; the licence stays decided. */
    async updateAsAdmin(
      id: number,
      input: Omit<AdminUpdateDriverInput, 'phone_number'>,
      photo?: UploadedImage,
    ): Promise<RatedDriver> {
      return applyChanges(await findOrFail(id), driverColumns(input), photo);
    },

    /** An admin shows or hides a driver (rules §8.8). */
    async setDriverActive(id: number, active: boolean): Promise<RatedDriver> {
      await findOrFail(id);
      const updated = await drivers.update(id, { isActive: active }, clock());
      if (!updated) throw new DomainError('driver.notFound');
      return rated(updated);
    },

    /**
     * rules §8.8: an admin adds a driver for an account made just now. No licence photo is
     * needed; the profile waits for verification like any other.
     */
    async createForAccount(
      account: UserRecord,
      input: DriverFieldsInput & Pick<RegisterDriverInput, 'name' | 'age' | 'experience'>,
      files: { licence?: UploadedImage; photo?: UploadedImage } = {},
    ): Promise<RatedDriver> {
      const licenceFile = files.licence
        ? await licences.save(`driver-${account.id}`, files.licence)
        : null;
      try {
        const photoKey = files.photo ? await photos.save(files.photo) : null;
        const created = await drivers.insert({
          name: input.name,
          age: input.age,
          experienceYears: input.experience,
          location: input.location!,
          pricePerHour: input.price_per_hour!,
          specialties: input.specialties ?? [],
          availabilityNotes: input.availability_notes ?? '',
          bio: input.bio ?? null,
          licenseNumber: input.license_number ?? null,
          userId: account.id,
          licenseImageFile: licenceFile,
          profileImageKey: photoKey,
        });
        return await rated(created);
      } catch (error) {
        if (licenceFile) await licences.remove(licenceFile);
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

    /** `POST /api/admin/drivers/{id}/verify-license` (rules §3.4): pending → verified or rejected. */
    async decideLicence(id: number, status: LicenceDecision): Promise<RatedDriver> {
      const driver = await findOrFail(id);
      if (!canMoveLicence('admin', driver.licenseVerificationStatus, status))
        throw new DomainError('licence.notPending');
      const decided = await drivers.decideLicence(
        id,
        driver.licenseVerificationStatus,
        status,
        clock(),
      );
      if (!decided) throw new DomainError('licence.notPending'); // decided meanwhile
      return rated(decided);
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
