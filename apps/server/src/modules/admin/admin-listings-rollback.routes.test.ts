import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AuditAction, CarView } from '@kodesha/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.js';
import { cars } from '../../db/schema/cars.js';
import { drivers } from '../../db/schema/drivers.js';
import { users } from '../../db/schema/users.js';
import {
  bearer,
  createTestApp,
  postForm,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { carFields, listCar, phonePhoto } from '../cars/car-fixtures.js';
import { registeredDriver } from '../drivers/driver-fixtures.js';

// rules §8.13: an admin's write on a car or a driver and its audit row commit together. The
// audit write is made to fail (the `beforeAuditWrite` seam, after the change is written in
// the same transaction): neither the change nor the audit row is left.

/** The audit action a test makes fail. */
let failingAudit: AuditAction | undefined;
let t: TestApp;
let admin: TestUser;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    seams: {
      beforeAuditWrite: (action) => {
        if (action === failingAudit) throw new Error(`the ${action} audit write failed (test)`);
      },
    },
  });
  admin = await t.signInAdmin();
  owner = await t.signUp('owner');
});
afterAll(() => t.close());

/** Runs `work` while the audit write of `action` fails; the request answers 500. */
async function whileAuditFails(
  action: AuditAction,
  work: () => Promise<{ statusCode: number }>,
): Promise<void> {
  failingAudit = action;
  try {
    expect((await work()).statusCode).toBe(500);
  } finally {
    failingAudit = undefined;
  }
}

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(admin), payload });

/** The audit rows of `action` on `targetId` (any target when not given). */
const auditRows = (action: AuditAction, targetId?: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        targetId === undefined ? undefined : eq(auditLog.targetId, targetId),
      ),
    );

const carRow = async (id: number) => (await t.db.select().from(cars).where(eq(cars.id, id)))[0];
const driverRow = async (id: number) =>
  (await t.db.select().from(drivers).where(eq(drivers.id, id)))[0];
const carFiles = () => readdir(path.join(t.dataDir, 'uploads', 'cars')).catch(() => []);

describe('an admin’s car write and its audit row (rules §8.7, §8.13)', () => {
  it('a car listed for an owner: neither the car, its photo, nor the audit row is left', async () => {
    const carsBefore = await t.db.select({ id: cars.id }).from(cars);
    const filesBefore = await carFiles();
    const photo = await phonePhoto({ width: 64, height: 48 });
    await whileAuditFails('car.created', () =>
      postForm(t, '/api/admin/cars', admin, { ...carFields(), owner_id: owner.id }, [
        { field: 'images', filename: 'car.jpg', bytes: photo, type: 'image/jpeg' },
      ]),
    );
    expect(await t.db.select({ id: cars.id }).from(cars)).toEqual(carsBefore);
    expect(await carFiles()).toEqual(filesBefore);
    expect(await auditRows('car.created')).toEqual([]);
  });

  it('an edit: the car keeps its fields, and no audit row', async () => {
    const car = await listCar(t, owner, { model: 'Vitz' });
    await whileAuditFails('car.updated', () =>
      send('PUT', `/admin/cars/${car.id}`, { price_per_hour: 9000 }),
    );
    expect((await carRow(car.id))?.pricePerHour).toBe(car.price_per_hour);
    expect(await auditRows('car.updated', car.id)).toEqual([]);
  });

  it('a deletion: the car stays, and no audit row', async () => {
    const car = await listCar(t, owner, { model: 'Corolla' });
    await whileAuditFails('car.deleted', () => send('DELETE', `/admin/cars/${car.id}`));
    expect(await carRow(car.id)).toBeDefined();
    const shown = await t.app.inject({ url: `/api/admin/cars/${car.id}`, headers: bearer(admin) });
    expect(shown.json<{ data: CarView }>().data.images).toHaveLength(1);
    expect(await auditRows('car.deleted', car.id)).toEqual([]);
  });

  it('hiding it: the car stays shown, and no audit row', async () => {
    const car = await listCar(t, owner, { model: 'Hilux' });
    await whileAuditFails('car.status_changed', () =>
      send('POST', `/admin/cars/${car.id}/toggle-status`, { is_active: false }),
    );
    expect((await carRow(car.id))?.isActive).toBe(true);
    expect(await auditRows('car.status_changed', car.id)).toEqual([]);
  });
});

describe('an admin’s driver write and its audit row (rules §8.8, §8.13)', () => {
  it('a driver added with a new account: neither the account, the profile, nor the audit row is left', async () => {
    const email = 'rolled.back.driver@example.rw';
    const driversBefore = await t.db.select({ id: drivers.id }).from(drivers);
    await whileAuditFails('driver.created', () =>
      send('POST', '/admin/drivers', {
        name: 'Claude Habimana',
        age: 41,
        email,
        location: 'Musanze',
        experience_years: 12,
        price_per_hour: 5000,
        phone_number: '0788 300 401',
      }),
    );
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await t.db.select({ id: drivers.id }).from(drivers)).toEqual(driversBefore);
    expect(await auditRows('driver.created')).toEqual([]);
    // Nothing is left to take the email: the same driver is added once the audit row can be.
    const again = await send('POST', '/admin/drivers', {
      name: 'Claude Habimana',
      age: 41,
      email,
      location: 'Musanze',
      experience_years: 12,
      price_per_hour: 5000,
    });
    expect(again.statusCode).toBe(201);
    expect(await auditRows('driver.created')).toHaveLength(1);
  });

  it('an edit of the profile and the account’s phone: neither changes, and no audit row', async () => {
    const { user, driver } = await registeredDriver(t, {}, admin);
    const phoneBefore = (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!
      .phoneNumber;
    await whileAuditFails('driver.updated', () =>
      send('PUT', `/admin/drivers/${driver.id}`, {
        price_per_hour: 6500,
        phone_number: '+250 788 999 001',
      }),
    );
    expect((await driverRow(driver.id))?.pricePerHour).toBe(driver.price_per_hour);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.phoneNumber).toBe(
      phoneBefore,
    );
    expect(await auditRows('driver.updated', driver.id)).toEqual([]);
  });

  it('hiding a driver: the driver stays shown, and no audit row', async () => {
    const { driver } = await registeredDriver(t, {}, admin);
    await whileAuditFails('driver.status_changed', () =>
      send('POST', `/admin/drivers/${driver.id}/toggle-status`, { is_active: false }),
    );
    expect((await driverRow(driver.id))?.isActive).toBe(true);
    expect(await auditRows('driver.status_changed', driver.id)).toEqual([]);
  });
});
