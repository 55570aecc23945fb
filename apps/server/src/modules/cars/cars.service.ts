import {
  carTitle,
  carImageCountError,
  carListTotalCap,
  similarItemsLimit,
  contactAccess,
  contactRefusal,
  countReach,
  daysToMask,
  DomainError,
  isCarYearOffered,
  seesPrivateDetails,
  toCappedPage,
  toPage,
  type AdminCarsQuery,
  type CarListQuery,
  type CreateCarInput,
  type Page,
  type PageQuery,
  type UpdateCarInput,
} from '@kodesha/domain';
import type { UserRecord } from '../../db/schema/users.js';
import type { Transactions, Tx } from '../../db/transactions.js';
import { definedOnly } from '../../shared/defined-only.js';
import type { LinkedPhotos } from '../../plugins/linked-photos.js';
import type { PublicImages } from '../../plugins/public-images.js';
import type { UploadedImage } from '../../plugins/uploads.js';
import type { CarChanges, CarDetails, CarsRepository, NewCarImage } from './cars.repository.js';
import { weeklyHoursOf } from './car.dto.js';

export type { CarDetails } from './cars.repository.js';

/** Who sees an inactive car or its plate: its owner and admins (rules §2.5, §1.13). */
export const canSeeHiddenDetails = (viewer: UserRecord | null, details: CarDetails) =>
  seesPrivateDetails(viewer, details.car.ownerId);

function carColumns(input: Partial<CreateCarInput>): CarChanges {
  const changes: CarChanges = {
    make: input.make,
    model: input.model,
    year: input.year,
    carType: input.car_type,
    description: input.description,
    location: input.location,
    pricePerHour: input.price_per_hour,
    availabilityNotes: input.availability_notes,
    availableDays: input.available_days ? daysToMask(input.available_days) : undefined,
    availableFromHour: input.available_from_hour,
    availableToHour: input.available_to_hour,
    instantBook: input.instant_book,
    minNoticeHours: input.min_notice_hours,
    features: input.features,
    licensePlate: input.license_plate,
    isActive: input.is_active,
  };
  return definedOnly(changes);
}

/**
 * What a caller writes in the transaction of a car's change, so both commit or neither does:
 * an admin's audit row (rules §8.13).
 */
type AlongWith = (tx: Tx) => Promise<void>;

export function createCarsService(deps: {
  cars: CarsRepository;
  photos: PublicImages;
  /** Fetches `image_urls` once, to be kept like uploads (rules §2.3). */
  links: LinkedPhotos;
  transactions: Transactions;
  clock: () => Date;
  /** How far the public list counts (rules §2.6); tests lower it. */
  totalCap?: number;
}) {
  const { cars, photos, links, transactions, clock, totalCap = carListTotalCap } = deps;
  /** Counts this process's car writes, so a cache of public answers knows when to start afresh. */
  let version = 0;
  const changed = () => {
    version += 1;
  };

  async function findOrFail(id: number): Promise<CarDetails> {
    const details = await cars.findById(id);
    if (!details) throw new DomainError('car.notFound');
    return details;
  }

  /** rules §2.11: 'You can only edit your own cars'; admins use the admin screens. */
  /** Inactive cars are hidden from the public (404), visible to their owner and admins. */
  async function getCar(viewer: UserRecord | null, id: number): Promise<CarDetails> {
    const details = await findOrFail(id);
    if (!details.car.isActive && !canSeeHiddenDetails(viewer, details))
      throw new DomainError('car.notFound');
    return details;
  }

  async function findOwnCar(actor: UserRecord, id: number): Promise<CarDetails> {
    const details = await findOrFail(id);
    if (details.car.ownerId !== actor.id) throw new DomainError('car.notYours');
    return details;
  }

  /**
   * Stores the new photos, uploads first, then linked ones: each link is fetched once and
   * kept like an upload, so no page loads a photo from elsewhere (rules §2.3). If anything
   * after fails, `discard` takes back the files no car uses.
   */
  async function savePhotos(images: UploadedImage[], urls: string[]) {
    const fetched = await Promise.all(urls.map((url) => links.fetch(url)));
    const keys: string[] = [];
    try {
      // One at a time: a request holds one place in the image queue, so requests take turns.
      for (const image of [...images, ...fetched]) keys.push(await photos.save(image));
    } catch (error) {
      await discard(keys);
      throw error;
    }
    const added: NewCarImage[] = keys.map((imageKey) => ({ imageKey }));
    return { added, keys };
  }

  /** Removes photo files no car refers to any more (the same photo may serve two cars). */
  async function discard(keys: string[]): Promise<void> {
    for (const key of new Set(keys)) {
      if (!(await cars.isImageKeyUsed(key))) await photos.remove(key);
    }
  }

  /** Changes what `input` sends of a car found already, and its photos, at once. */
  async function applyUpdate(
    details: CarDetails,
    input: UpdateCarInput,
    images: UploadedImage[],
    ownerId?: number,
    alongWith?: AlongWith,
  ): Promise<CarDetails> {
    const id = details.car.id;
    if (
      input.year !== undefined &&
      input.year !== details.car.year &&
      !isCarYearOffered(input.year, clock())
    )
      throw new DomainError('car.yearNotOffered');
    const changes = carColumns(input);
    if (ownerId !== undefined) changes.ownerId = ownerId;
    const { from, to } = {
      from: changes.availableFromHour ?? details.car.availableFromHour,
      to: changes.availableToHour ?? details.car.availableToHour,
    };
    if (from >= to) throw new DomainError('car.hoursOutOfOrder');

    const touchesPhotos =
      input.image_ids !== undefined || images.length > 0 || (input.image_urls?.length ?? 0) > 0;
    let photoChange: { keepImageIds: number[]; added: NewCarImage[] } | undefined;
    let newKeys: string[] = [];
    if (touchesPhotos) {
      const ownIds = new Set(details.images.map((image) => image.id));
      const keepImageIds = [...new Set(input.image_ids ?? details.images.map((i) => i.id))].filter(
        (imageId) => ownIds.has(imageId),
      );
      const problem = carImageCountError(
        keepImageIds.length + images.length + (input.image_urls?.length ?? 0),
        'edit',
      );
      if (problem) throw new DomainError(problem);
      const saved = await savePhotos(images, input.image_urls ?? []);
      photoChange = { keepImageIds, added: saved.added };
      newKeys = saved.keys;
    }

    let dropped: string[];
    try {
      dropped = await transactions.run(async (tx) => {
        const keys = await cars.update(id, changes, photoChange, clock(), tx);
        await alongWith?.(tx);
        return keys;
      });
    } catch (error) {
      await discard(newKeys);
      throw error;
    }
    changed();
    await discard(dropped);
    return findOrFail(id);
  }

  async function removeCar(id: number, alongWith?: AlongWith): Promise<void> {
    const keys = await transactions.run(async (tx) => {
      const dropped = await cars.delete(id, tx);
      await alongWith?.(tx);
      return dropped;
    });
    changed();
    await discard(keys);
  }

  return {
    /** What the sitemap lists of cars: the public ones (rules §9.16). */
    sitemapEntries: (limit: number) => cars.publicListings(limit),

    /** The public list; its total is counted up to the cap (rules §2.6). */
    async listCars(query: CarListQuery): Promise<Page<CarDetails>> {
      const { rows, counted } = await cars.listPublic(query, countReach(query, totalCap));
      return toCappedPage(rows, counted, query, totalCap);
    },

    /** Changes with every car written through this service. */
    version: () => version,

    getCar,

    /**
     * rules §4.17: up to 3 cars like an active car (its town and type, nearest price) free
     * for `window`, for a request that found its time taken. An inactive car is 404.
     */
    async similarCars(id: number, window: { start: Date; end: Date }): Promise<CarDetails[]> {
      const { car } = await getCar(null, id);
      return cars.similarFree(car, window, similarItemsLimit);
    },

    /** An active car as a request names it: who provides it, its title and price (else 404). */
    async carToRequest(id: number) {
      const car = await cars.findActiveForRequest(id);
      if (!car) throw new DomainError('car.notFound');
      return {
        providerId: car.ownerId,
        title: carTitle(car),
        pricePerHour: car.pricePerHour,
        weekly: weeklyHoursOf(car),
        instantBook: car.instantBook,
        minNoticeHours: car.minNoticeHours,
      };
    },

    async listOwnCars(owner: UserRecord, paging: PageQuery): Promise<Page<CarDetails>> {
      const { rows, total } = await cars.listByOwner(owner.id, paging);
      return toPage(rows, total, paging);
    },

    /** A new car; `alongWith` writes what must commit with it (an admin's audit row). */
    async createCar(
      owner: UserRecord,
      input: CreateCarInput,
      images: UploadedImage[],
      alongWith?: (tx: Tx, carId: number) => Promise<void>,
    ): Promise<CarDetails> {
      if (!isCarYearOffered(input.year, clock())) throw new DomainError('car.yearNotOffered');
      const problem = carImageCountError(images.length + input.image_urls.length, 'add');
      if (problem) throw new DomainError(problem);
      const { added, keys } = await savePhotos(images, input.image_urls);
      let id: number;
      try {
        id = await transactions.run(async (tx) => {
          const created = await cars.insert(
            { ...(carColumns(input) as Required<CarChanges>), ownerId: owner.id },
            added,
            tx,
          );
          await alongWith?.(tx, created);
          return created;
        });
      } catch (error) {
        await discard(keys);
        throw error;
      }
      changed();
      return findOrFail(id);
    },

    /** Only the fields sent change (rules §2.11); `image_ids` keeps and orders the photos. */
    async updateCar(
      actor: UserRecord,
      id: number,
      input: UpdateCarInput,
      images: UploadedImage[],
    ): Promise<CarDetails> {
      return applyUpdate(await findOwnCar(actor, id), input, images);
    },

    /**
     * An admin's edit (rules §8.7): any car, with the owner's own checks; `ownerId` hands it
     * to another owner (the caller has checked that account). `audit` writes the admin's
     * audit row in the change's transaction (rules §8.13).
     */
    async updateCarAsAdmin(
      id: number,
      input: UpdateCarInput,
      images: UploadedImage[],
      ownerId: number | undefined,
      audit: AlongWith,
    ): Promise<CarDetails> {
      return applyUpdate(await findOrFail(id), input, images, ownerId, audit);
    },

    async deleteCar(actor: UserRecord, id: number): Promise<void> {
      await findOwnCar(actor, id);
      await removeCar(id);
    },

    /**
     * An admin deletes any car (rules §8.7), `audit` writing the admin's audit row in the
     * deletion's transaction (rules §8.13); the answer is the car as it was.
     */
    async deleteCarAsAdmin(
      id: number,
      audit: (tx: Tx, car: CarDetails) => Promise<void>,
    ): Promise<CarDetails> {
      const details = await findOrFail(id);
      await removeCar(id, (tx) => audit(tx, details));
      return details;
    },

    /**
     * An admin shows or hides any car (rules §8.7), found before, written in the admin's
     * `tx` with its audit line; an owner does it through `updateCar`.
     */
    async setCarActive(id: number, active: boolean, tx: Tx): Promise<void> {
      await cars.update(id, { isActive: active }, undefined, clock(), tx);
      changed();
    },

    async listForAdmin(query: AdminCarsQuery): Promise<Page<CarDetails>> {
      const { rows, total } = await cars.listForAdmin(query);
      return toPage(rows, total, query);
    },

    /**
     * rules §8.6, in the deletion's transaction: the owner's cars leave public view. Answers
     * how many; once the deletion commits, `markChanged` starts cached lists afresh.
     */
    closeAccount: (tx: Tx, ownerId: number, now: Date) => cars.hideAllOf(ownerId, now, tx),

    /** Cars were written elsewhere (an account deleted, rules §8.6): cached lists start afresh. */
    markChanged: changed,

    /**
     * The owner's phone, for a client whose licence is verified, and for admins
     * (rules §1.12). Everyone else is told why in the product's words.
     */
    async ownerPhone(viewer: UserRecord | null, id: number): Promise<string | null> {
      const access = contactAccess(
        viewer && {
          role: viewer.role,
          license_verification_status: viewer.licenseVerificationStatus,
        },
      );
      // Nobody signed in is told to log in before learning whether the car exists.
      if (access === 'login') throw new DomainError('contact.loginRequired');
      const details = await getCar(viewer, id);
      const refusal = contactRefusal(access, 'owner');
      if (refusal) throw new DomainError(refusal);
      return details.owner.phoneNumber;
    },

    countOwnCars: (owner: UserRecord) => cars.countByOwner(owner.id),

    hasAnyCar: () => cars.hasAny(),
  };
}

export type CarsService = ReturnType<typeof createCarsService>;
