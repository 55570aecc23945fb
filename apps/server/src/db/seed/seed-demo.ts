import { randomBytes } from 'node:crypto';
import { createCarInput } from '@kodesha/domain';
import type { UserRecord } from '../schema/users.js';
import type { CarsService } from '../../modules/cars/cars.service.js';
import type { Passwords } from '../../modules/auth/passwords.js';
import type { UsersService } from '../../modules/users/users.service.js';
import { demoCars, demoOwners, type DemoCar } from './demo-cars.js';
import { demoCarPhoto } from './demo-photos.js';

export type SeedOutcome = { owners: number; cars: number } | 'skipped';

/**
 * Demo owners and their cars, with generated photos, on an empty database (DESIGN §3,
 * `SEED_DEMO`). Everything goes through the real services, so the photos take the same
 * path as an owner's. A database that already has cars or the demo owners is left alone,
 * so restarts never add them twice. The owners get a random password nobody knows: they
 * are there to be browsed, not logged into.
 */
export async function seedDemo(deps: {
  users: UsersService;
  cars: CarsService;
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
  return { owners: owners.size, cars: demoCars.length };
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
