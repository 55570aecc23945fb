import { createDiskStore } from '../providers/files/disk-store.js';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { rwandaLocations, type CarView, type DriverView, type Page } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../services.js';
import { fastTestPasswords } from '../test/fast-passwords.js';
import { bearer, createTestApp, type TestApp } from '../test/test-app.js';
import { demoCars, demoOwners } from './demo-cars.js';
import { demoDrivers } from './demo-drivers.js';
import { seedDemo, type SeedOutcome } from './seed-demo.js';

let t: TestApp;
let seed: () => Promise<SeedOutcome>;
let first: SeedOutcome;
beforeAll(async () => {
  t = await createTestApp();
  // The services the app builds, on the app's own database and folders.
  const services = createServices({
    db: t.db,
    notifications: t.notifications,
    files: createDiskStore(t.dataDir),
    clock: () => new Date(),
    passwords: fastTestPasswords,
    log: { error: () => undefined },
  });
  seed = () => seedDemo({ ...services, photoSize: 'small' });
  first = await seed();
}, 60_000);
afterAll(() => t.close());

const publicCars = async () =>
  (await t.app.inject({ url: '/api/cars?per_page=100' })).json<Page<CarView>>();

describe('seedDemo (SEED_DEMO)', () => {
  it('adds two owners and about thirty cars', () => {
    expect(first).toEqual({ owners: 2, cars: demoCars.length, drivers: demoDrivers.length });
    expect(demoCars.length).toBeGreaterThanOrEqual(28);
  });

  it('lists the active demo cars across all ten towns, each with real photo files', async () => {
    const page = await publicCars();
    expect(page.total).toBe(demoCars.filter((car) => car.active !== false).length);
    expect(new Set(page.data.map((car) => car.location)).size).toBe(rwandaLocations.length);
    for (const car of page.data) {
      expect(car.images.length).toBeGreaterThan(0);
      for (const image of car.images)
        for (const url of [image.url, image.thumbnail_url])
          await access(path.join(t.dataDir, 'uploads', 'cars', path.basename(url)));
    }
  });

  it('puts no phone number or plate in the public list', async () => {
    const response = await t.app.inject({ url: '/api/cars?per_page=100' });
    for (const owner of demoOwners) expect(response.body).not.toContain(owner.phone);
    for (const car of (await publicCars()).data) expect(car.license_plate).toBeNull();
  });

  it('makes owner accounts with phones, as owners must have', async () => {
    const admin = await t.signInAdmin();
    const response = await t.app.inject({
      url: '/api/admin/users?role=owner&per_page=100',
      headers: bearer(admin),
    });
    const owners = response.json<Page<{ email: string; phone_number: string }>>().data;
    for (const owner of demoOwners)
      expect(owners).toContainEqual(
        expect.objectContaining({ email: owner.email, phone_number: owner.phone }),
      );
  });

  it('lists about fifteen verified drivers across the towns, without phones or licences', async () => {
    expect(demoDrivers.length).toBeGreaterThanOrEqual(15);
    const response = await t.app.inject({ url: '/api/drivers?per_page=100' });
    const page = response.json<Page<DriverView>>();
    expect(page.total).toBe(demoDrivers.length);
    expect(new Set(page.data.map((driver) => driver.location)).size).toBeGreaterThanOrEqual(8);
    for (const driver of demoDrivers) {
      expect(response.body).not.toContain(driver.phone);
      expect(response.body).not.toContain(driver.license_number);
    }
    expect(page.data.some((driver) => !driver.is_available)).toBe(true);
  });

  it('adds nothing when run again on the same database', async () => {
    const before = (await publicCars()).total;
    expect(await seed()).toBe('skipped');
    expect((await publicCars()).total).toBe(before);
  });

  it('leaves an admin’s bell quiet: the demo drivers are verified, so nothing waits (rules §10.2)', async () => {
    const admin = await t.signInAdmin();
    await t.app.jobs.runDue();
    const asked = await t.app.inject({
      url: '/api/notifications/unread-count',
      headers: bearer(admin),
    });
    expect(asked.json<{ count: number }>().count).toBe(0);
    const listed = await t.app.inject({
      url: '/api/notifications?per_page=100',
      headers: bearer(admin),
    });
    expect(listed.json<{ total: number }>().total).toBe(demoDrivers.length);
  });
});
