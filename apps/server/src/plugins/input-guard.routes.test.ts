import { messages } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carFields, phonePhoto, postCar } from '../modules/cars/car-fixtures.js';
import { errorBody, invalidFields } from '../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  multipartForm,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../test/test-app.js';

type Reply = { statusCode: number; headers: Record<string, unknown>; json: <T>() => T };

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const password = 'correct-horse-battery';
const registerRaw = (json: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: json,
    headers: { 'content-type': 'application/json' },
  });
/** JSON text; JSON.stringify writes a NUL as the escape `\u0000`, as a browser would. */
const registration = (name: string, email: string) =>
  JSON.stringify({ name, email, password, password_confirmation: password });

function expectJsonError(response: Reply, status: number, body: ErrorBody) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json<ErrorBody>()).toEqual(body);
}

describe('a NUL character in any input', () => {
  it('in a registration name is a 400 bad request, and no account is made', async () => {
    const email = 'nul.name@example.rw';
    const body = registration('a\u0000b', email);
    expect(body).toContain('"name":"a\\u0000b"');
    const response = await registerRaw(body);
    expectJsonError(response, 400, errorBody('request.malformed'));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('in a key of the body or in an email is a 400 bad request', async () => {
    const inKey = await registerRaw('{"na\\u0000me":"Aline","email":"k@example.rw"}');
    expectJsonError(inKey, 400, errorBody('request.malformed'));
    const inEmail = await registerRaw(registration('Aline', 'a\u0000b@example.rw'));
    expectJsonError(inEmail, 400, errorBody('request.malformed'));
  });

  it('in the admin users search is a 400 bad request, not a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=a%00b',
      headers: bearer(admin),
    });
    expectJsonError(response, 400, errorBody('request.malformed'));
  });

  it('in a profile update is a 400 bad request, and the name is kept', async () => {
    const user = await t.signUp('client');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { ...bearer(user), 'content-type': 'application/json' },
      payload: '{"name":"Jean\\u0000Bosco"}',
    });
    expectJsonError(response, 400, errorBody('request.malformed'));
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
    expect(me.json<{ user: { name: string } }>().user.name).not.toContain('Bosco');
  });
});

describe('a NUL character in a multipart form', () => {
  const photo = async () => ({
    field: 'images',
    filename: 'car.jpg',
    bytes: await phonePhoto({ width: 32, height: 24 }),
    type: 'image/jpeg',
  });
  const ownCars = async (owner: TestUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-cars',
      headers: bearer(owner),
    });
    return response.json<{ data: unknown[] }>().data;
  };

  it('in a text field is a 400 bad request, and no car is listed', async () => {
    const owner = await t.signUp('owner');
    const response = await postCar(t, owner, carFields({ description: 'Clean\u0000car' }), [
      await photo(),
    ]);
    expectJsonError(response, 400, errorBody('request.malformed'));
    expect(await ownCars(owner)).toEqual([]);
  });

  it("in a field's name or a file's name is a 400 bad request", async () => {
    const owner = await t.signUp('owner');
    const inName = await postCar(t, owner, { ...carFields(), 'no\u0000te': 'x' }, [await photo()]);
    expectJsonError(inName, 400, errorBody('request.malformed'));
    const inFilename = await postCar(t, owner, carFields(), [
      { ...(await photo()), filename: 'car\u0000.jpg' },
    ]);
    expectJsonError(inFilename, 400, errorBody('request.malformed'));
    expect(await ownCars(owner)).toEqual([]);
  });

  it('beside a licence photo is a 400 bad request, and no photo is kept', async () => {
    const client = await t.signUp('client');
    const form = multipartForm({ note: 'a\u0000b' }, [
      { field: 'license_image', filename: 'licence.jpg', bytes: (await photo()).bytes },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/license',
      headers: { ...form.headers, ...bearer(client) },
      payload: form.payload,
    });
    expectJsonError(response, 400, errorBody('request.malformed'));
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(client) });
    expect(
      me.json<{ user: { license_image_url: string | null } }>().user.license_image_url,
    ).toBeNull();
  });
});

describe('other control characters in a name', () => {
  it.each([
    ['a line break', 'Aline\nUwase'],
    ['a carriage return', 'Aline\rUwase'],
    ['a tab', 'Aline\tUwase'],
    ['a delete character', 'Aline\u007fUwase'],
  ])('a name with %s is a 422 name error', async (_label, name) => {
    const response = await registerRaw(registration(name, 'control.name@example.rw'));
    expectJsonError(response, 422, {
      ...invalidFields({ name: 'nameInvalid' }),
      message: messages.nameInvalid,
    });
  });
});
