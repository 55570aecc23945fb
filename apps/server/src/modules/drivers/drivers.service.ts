import {
  canMoveLicence,
  contactAccess,
  contactRefusal,
  DomainError,
  seesPrivateDetails,
  toPage,
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
import type { DriverChanges, DriversRepository, RatedDriver } from './drivers.repository.js';

export type { RatedDriver } from './drivers.repository.js';

const isPublic = (driver: DriverRecord) =>
  driver.isActive && driver.licenseVerificationStatus === 'verified';

/** Who sees a driver's licence details and a profile not yet public: the driver and admins. */
export const canSeePrivateDetails = (viewer: UserRecord | null, driver: DriverRecord) =>
  seesPrivateDetails(viewer, driver.userId);

function driverColumns(input: Partial<RegisterDriverInput> & { is_available?: boolean }) {
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

  return {
    getDriver,

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

    /** The driver's own profile only (rules §3.10), including `is_available` (rules §3.5). */
    async update(
      actor: UserRecord,
      id: number,
      input: UpdateDriverInput,
      photo?: UploadedImage,
    ): Promise<RatedDriver> {
      const driver = await findOrFail(id);
      if (driver.userId !== actor.id) throw new DomainError('driver.notYours');
      const changes = driverColumns(input);
      if (photo) changes.profileImageKey = await photos.save(photo);
      const updated = await drivers.update(id, changes, clock());
      if (!updated) throw new DomainError('driver.notFound');
      // A replaced portrait is deleted, unless another driver shows the same photo.
      const previous = driver.profileImageKey;
      if (
        previous &&
        previous !== updated.profileImageKey &&
        !(await drivers.isPortraitUsed(previous))
      )
        await photos.remove(previous);
      return rated(updated);
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
      const stream = await licences.open(driver.licenseImageFile);
      if (!stream) throw new DomainError('licence.notFound');
      return { stream, type: licences.typeOf(driver.licenseImageFile) };
    },
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
