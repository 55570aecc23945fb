import { randomBytes } from 'node:crypto';
import { createCarInput, registerDriverInput } from '@kodesha/domain';
import type { UserRecord } from '../db/schema/users.js';
import type { CarsService } from '../modules/cars/cars.service.js';
import type { DriversService } from '../modules/drivers/drivers.service.js';
import type { Passwords } from '../modules/auth/passwords.js';
import type { UsersService } from '../modules/users/users.service.js';
import { demoCars, demoOwners, type DemoCar } from './demo-cars.js';
import { demoDrivers } from './demo-drivers.js';
import { demoCarPhoto, demoLicenceCard, demoPortrait } from './demo-photos.js';

export type SeedOutcome = { owners: number; cars: number; drivers: number } | 'skipped';

/**
 * Demo owners and their cars, and verified drivers, with generated photos, on an empty database (rules §9.19,
 * `SEED_DEMO`). Everything goes through the real services, so the photos take the same
 * path as an owner's. A database that already has cars or the demo owners is left alone,
 * so restarts never add them twice. The owners get a random password nobody knows: they
 * are there to be browsed, not logged into.
 */
export async function seedDemo(deps: {
  users: UsersService;
  cars: CarsService;
  drivers: DriversService;
  passwords: Passwords;
  photoSize?: 'full' | 'small';
}): Promise<SeedOutcome> {
  if (await deps.cars.hasAnyCar()) return 'skipped';
  if (await deps.users.findByEmail(demoOwners[0].email)) return 'skipped';

  const owners = new Map<string, UserRecord>();
  for (const owner of demoOwners) {
    const account = await deps.users.createAccount({
      name: owner.name,
      email: owner.email,
      role: 'owner',
      phoneNumber: owner.phone,
      passwordHash: await deps.passwords.hash(randomBytes(24).toString('base64url')),
    });
    owners.set(owner.key, account);
  }

  // Oldest first, so the list's "newest first" mixes the towns rather than showing Kigali only.
  for (const [index, car] of mixedByTown(demoCars).reverse().entries()) {
    const photos = await photosOf(car, demoCars.length - index, deps.photoSize ?? 'full');
    const input = createCarInput.parse({
      ...car,
      availability_notes: car.notes ?? null,
      license_plate: car.plate,
      is_active: car.active ?? true,
    });
    await deps.cars.createCar(owners.get(car.owner)!, input, photos);
  }
  const drivers = await seedDrivers(deps, deps.photoSize ?? 'full');
  return { owners: owners.size, cars: demoCars.length, drivers };
}

/** Driver accounts with verified profiles; their licence photos are private, as anyone's. */
async function seedDrivers(
  deps: { users: UsersService; drivers: DriversService; passwords: Passwords },
  size: 'full' | 'small',
): Promise<number> {
  const width = size === 'small' ? 160 : undefined;
  const licence = { bytes: await demoLicenceCard(width), type: 'image/jpeg' as const };
  for (const demo of [...demoDrivers].reverse()) {
    const account = await deps.users.createAccount({
      name: demo.name,
      email: demo.email,
      role: 'driver',
      phoneNumber: demo.phone,
      passwordHash: await deps.passwords.hash(randomBytes(24).toString('base64url')),
    });
    const input = registerDriverInput.parse(demo);
    const photo = demo.portrait
      ? { bytes: await demoPortrait({ colour: demo.portrait, width }), type: 'image/jpeg' as const }
      : undefined;
    const driver = await deps.drivers.register(account, input, { licence, photo });
    // Demo drivers are verified when made: no admin decided it, so nothing is audited.
    await deps.drivers.decideLicence(null, driver.id, 'verified');
    if (demo.offline) await deps.drivers.update(account, driver.id, { is_available: false });
  }
  return demoDrivers.length;
}

/** The cars taken one town at a time, round and round: Kigali, Musanze, Huye, …, Kigali, … */
function mixedByTown(cars: DemoCar[]): DemoCar[] {
  const byTown = new Map<string, DemoCar[]>();
  for (const car of cars) byTown.set(car.location, [...(byTown.get(car.location) ?? []), car]);
  const queues = [...byTown.values()];
  const mixed: DemoCar[] = [];
  while (mixed.length < cars.length)
    for (const queue of queues) {
      const next = queue.shift();
      if (next) mixed.push(next);
    }
  return mixed;
}

async function photosOf(car: DemoCar, seed: number, size: 'full' | 'small') {
  const angles = ['side', 'close', 'side'] as const;
  return Promise.all(
    angles.slice(0, car.photos).map(async (angle, index) => ({
      bytes: await demoCarPhoto({
        type: car.car_type,
        colour: car.colour,
        seed: seed * 10 + index,
        angle,
        width: size === 'small' ? 320 : undefined,
      }),
      type: 'image/jpeg' as const,
    })),
  );
}
