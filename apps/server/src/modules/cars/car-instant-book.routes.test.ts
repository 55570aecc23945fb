import { messages, type CarView, type Page } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';
import { listCar } from './car-fixtures.js';

// rules §4.16: a car's owner turns Instant Book on with the car's other fields.

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('owner');
}, 60_000);
afterAll(() => t.close());

const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/cars/${id}`, headers: bearer(owner), payload });
const modelsOf = async (query: string) =>
  (await t.app.inject({ url: `/api/cars${query}` }))
    .json<Page<CarView>>()
    .data.map((car) => car.model)
    .sort();

describe('Instant Book on a car (rules §4.16)', () => {
  it('is off with no notice unless the owner says', async () => {
    const car = await listCar(t, owner, { model: 'Off' });
    expect(car).toMatchObject({ instant_book: false, min_notice_hours: 0 });
  });

  it('is saved when the car is listed and when it is edited, and shown to everyone', async () => {
    const car = await listCar(t, owner, { model: 'On', instant_book: 1, min_notice_hours: 12 });
    expect(car).toMatchObject({ instant_book: true, min_notice_hours: 12 });
    const edited = await put(car.id, { min_notice_hours: 0 });
    expect(edited.statusCode).toBe(200);
    const shown = (await t.app.inject({ url: `/api/cars/${car.id}` })).json<{ data: CarView }>()
      .data;
    expect(shown).toMatchObject({ instant_book: true, min_notice_hours: 0 });
  });

  it('the list takes instant_book=1', async () => {
    await listCar(t, owner, { model: 'Later', instant_book: 1 });
    expect(await modelsOf('?instant_book=1')).toEqual(['Later', 'On']);
    expect(await modelsOf('?instant_book=0')).toEqual(['Later', 'Off', 'On']);
  });

  it.each([
    [{ min_notice_hours: -1 }, 'min_notice_hours', messages.minNoticeHoursInvalid],
    [{ min_notice_hours: 73 }, 'min_notice_hours', messages.minNoticeHoursInvalid],
    [{ min_notice_hours: 'soon' }, 'min_notice_hours', messages.minNoticeHoursInvalid],
    [{ instant_book: 'maybe' }, 'instant_book', messages.invalidInput],
  ])('refuses %j with 422 under its field', async (payload, field, message) => {
    const car = await listCar(t, owner, { model: 'Checked' });
    const response = await put(car.id, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[field]).toEqual([message]);
  });
});
