import type { DriverView, Page } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';
import { registeredDriver } from './driver-fixtures.js';

const team: Record<string, string | number>[] = [
  {
    name: 'Alice Mukamana',
    location: 'Kigali',
    experience: 12,
    specialties: '["city-driving","luxury-vehicles"]',
  },
  {
    name: 'Bosco Habimana',
    location: 'Musanze',
    experience: 4,
    specialties: '["tourist-guide","long-distance"]',
  },
  {
    name: 'Claudine Ingabire',
    location: 'Kigali',
    experience: 2,
    specialties: '["airport-transfers"]',
  },
  {
    name: 'Didier Nshuti',
    location: 'Huye',
    experience: 6,
    specialties: '["long-distance","event-transportation"]',
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signInAdmin();
  for (const member of team) await registeredDriver(t, member, admin);
  await registeredDriver(t, { name: 'Unverified Umutoni', location: 'Kigali' }); // pending
}, 60_000);
afterAll(() => t.close());

const firstNames = async (query: string) =>
  (await t.app.inject({ url: `/api/drivers${query}` }))
    .json<Page<DriverView>>()
    .data.map((driver) => driver.name.split(' ')[0])
    .sort();

describe('GET /api/drivers filters', () => {
  it.each([
    ['', ['Alice', 'Bosco', 'Claudine', 'Didier']],
    ['?search=muka', ['Alice']],
    ['?search=kigali', ['Alice', 'Claudine']],
    ['?search=didier%20huye', ['Didier']],
    ['?location=Musanze', ['Bosco']],
    ['?specialty=long-distance', ['Bosco', 'Didier']],
    ['?min_experience=5', ['Alice', 'Didier']],
    ['?min_experience=5&location=Kigali', ['Alice']],
    ['?min_rating=4', []],
    ['?search=umutoni', []],
  ])('%s returns exactly the matching verified drivers', async (query, expected) => {
    expect(await firstNames(query)).toEqual(expected);
  });

  it('pages per rules §9.8, newest first', async () => {
    const page = (await t.app.inject({ url: '/api/drivers?per_page=3&page=2' })).json<
      Page<DriverView>
    >();
    expect(page).toMatchObject({ current_page: 2, last_page: 2, total: 4 });
    expect(page.data.map((driver) => driver.name)).toEqual(['Alice Mukamana']);
  });

  it.each(['?specialty=racing', '?min_experience=-1', '?min_rating=6', '?location=Goma'])(
    'refuses %s with 422',
    async (query) => {
      const response = await t.app.inject({ url: `/api/drivers${query}` });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors).toBeDefined();
    },
  );
});
