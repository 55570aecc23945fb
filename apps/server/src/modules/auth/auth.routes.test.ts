import { randomBytes } from 'node:crypto';
import { messages, type UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, invalidFields } from '../../test/error-bodies.js';
import { fastTestPasswordPrefix } from '../../test/fast-passwords.js';
import { bearer, createTestApp, type TestApp, type ErrorBody } from '../../test/test-app.js';

type AuthBody = { user: UserView; token: string };
type Reply = { statusCode: number; headers: Record<string, unknown>; json: <T>() => T };

const password = 'correct-horse-battery';
const wrong = 'wrong-password-1';
const newEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.rw`;
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Aline Uwase',
  email: newEmail('reg'),
  password,
  password_confirmation: password,
  ...overrides,
});

function expectError(response: Reply, status: number, body: ErrorBody) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json<ErrorBody>()).toEqual(body);
}

/** Every key of every object nested anywhere in a JSON value. */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) keysOf(child, found.add(key));
  }
  return found;
}

const register = (app: TestApp, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/api/register', payload });
const login = (app: TestApp, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/api/login', payload });
const me = (app: TestApp, token?: string) =>
  app.app.inject({ method: 'GET', url: '/api/me', headers: token ? bearer({ token }) : {} });
const tokenOf = async (app: TestApp, payload: Record<string, unknown>) =>
  (await login(app, payload)).json<AuthBody>().token;
const sessionExpired = errorBody('auth.unauthenticated');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/register', () => {
  it('creates a client by default and returns the user and a token, never a password hash or file name', async () => {
    const response = await register(t, registration({ email: '  New.Person@Example.RW ' }));
    expect(response.statusCode).toBe(201);
    const body = response.json<AuthBody>();
    expect(body.user).toMatchObject({
      name: 'Aline Uwase',
      email: 'new.person@example.rw',
      role: 'client',
      license_verification_status: 'not_submitted',
    });
    expect(body.token).toMatch(/^[\w-]{20,}$/);
    const keys = keysOf(body);
    for (const secret of [
      'password',
      'passwordHash',
      'password_hash',
      'license_image_file',
      'licenseImageFile',
    ]) {
      expect(keys).not.toContain(secret);
    }
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain(fastTestPasswordPrefix);
    expect((await me(t, body.token)).statusCode).toBe(200);
  });

  it('keeps the role an owner chooses', async () => {
    const response = await register(
      t,
      registration({ role: 'owner', phone_number: '+250 788 123 456' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<AuthBody>().user).toMatchObject({
      role: 'owner',
      phone_number: '+250788123456',
    });
  });

  it.each([
    ['0788 123 456', '+250788123456'],
    ['0788123456', '+250788123456'],
    ['250788123456', '+250788123456'],
    ['+256 772 123 456', '+256772123456'],
  ])('keeps a phone registered as %s in E.164 (rules §10.7)', async (typed, e164) => {
    const response = await register(t, registration({ role: 'driver', phone_number: typed }));
    expect(response.statusCode).toBe(201);
    const body = response.json<AuthBody>();
    expect(body.user.phone_number).toBe(e164);
    expect((await me(t, body.token)).json<{ user: { phone_number: string } }>().user).toMatchObject(
      { phone_number: e164 },
    );
  });

  it('refuses a foreign phone without its +', async () => {
    const response = await register(
      t,
      registration({ role: 'owner', phone_number: '256772123456' }),
    );
    expectError(response, 422, invalidFields({ phone_number: 'phoneInvalid' }));
  });

  it('reports every missing field by name and joins them into one message', async () => {
    const response = await register(t, {});
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.errors).toMatchObject({
      name: [messages.nameRequired],
      email: [messages.emailRequired],
      password: [messages.passwordRequired],
    });
    // Each field error has its code beside it, so a screen translates it without its words.
    expect(body.code).toBe('request.invalid');
    expect(body.error_codes).toMatchObject({
      name: ['invalid.nameRequired'],
      email: ['invalid.emailRequired'],
      password: ['invalid.passwordRequired'],
    });
    expect(Object.keys(body.error_codes ?? {})).toEqual(Object.keys(body.errors ?? {}));
    for (const text of Object.values(body.errors ?? {}).flat())
      expect(body.message).toContain(text);
  });

  it('refuses an email that is already taken, whatever its case or surrounding spaces', async () => {
    const email = newEmail('taken');
    expect((await register(t, registration({ email }))).statusCode).toBe(201);
    for (const variant of [email, `  ${email.toUpperCase()}  `]) {
      const response = await register(t, registration({ email: variant }));
      expectError(response, 422, errorBody('auth.emailTaken'));
    }
  });

  it('does not let anyone sign up as an admin', async () => {
    const email = newEmail('wannabe');
    expectError(
      await register(t, registration({ email, role: 'admin' })),
      422,
      invalidFields({ role: 'roleInvalid' }),
    );
    const admin = await t.signInAdmin();
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(email)}`,
      headers: bearer(admin),
    });
    expect(search.json<{ total: number }>().total).toBe(0);
  });

  it.each(['owner', 'driver'] as const)('requires a phone number from a %s', async (role) => {
    const response = await register(t, registration({ role }));
    expectError(response, 422, invalidFields({ phone_number: 'phoneRequired' }));
  });

  it('refuses passwords that do not match', async () => {
    const response = await register(t, registration({ password_confirmation: 'something-else-1' }));
    expectError(response, 422, invalidFields({ password_confirmation: 'passwordsDoNotMatch' }));
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await register(
      t,
      registration({ password: 'short', password_confirmation: 'short' }),
    );
    expectError(response, 422, invalidFields({ password: 'passwordTooShort' }));
  });

  it('answers a 100,000-character name with a field error, not 413 or 500', async () => {
    const response = await register(t, registration({ name: 'a'.repeat(100_000) }));
    expectError(response, 422, {
      ...invalidFields({ name: 'nameTooLong' }),
      message: messages.nameTooLong,
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 400, errorBody('request.malformed'));
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const response = await register(t, registration({ name: 'a'.repeat(1024 * 1024 + 10) }));
    expectError(response, 413, errorBody('request.tooLarge'));
  });
});

describe('POST /api/login, GET /api/me and POST /api/logout', () => {
  it('signs in with the right password', async () => {
    const user = await t.signUp('client');
    const response = await login(t, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthBody>();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, role: 'client' });
    expect(body.token).not.toBe(user.token);
    expect((await me(t, body.token)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    const user = await t.signUp('client');
    for (const attempt of [
      { email: user.email, password: wrong },
      { email: newEmail('nobody'), password },
    ]) {
      expectError(await login(t, attempt), 401, errorBody('auth.loginFailed'));
    }
  });

  it('asks for a missing password with 422', async () => {
    expectError(
      await login(t, { email: newEmail() }),
      422,
      invalidFields({ password: 'passwordRequired' }),
    );
  });

  it('shows the signed-in user on /api/me', async () => {
    const user = await t.signUp('driver');
    const response = await me(t, user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: UserView }>().user).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'driver',
    });
  });

  it('answers /api/me without a token, or with a garbage one, with 401', async () => {
    expectError(await me(t), 401, sessionExpired);
    expectError(await me(t, 'not-a-real-token'), 401, sessionExpired);
  });

  it('logging out revokes that token only; another session of the same user still works', async () => {
    const user = await t.signUp('client');
    const other = await tokenOf(t, { email: user.email, password: user.password });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(user),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectError(await me(t, user.token), 401, sessionExpired);
    expect((await me(t, other)).statusCode).toBe(200);
  });
});

describe('POST /api/users/update-password', () => {
  const change = (token: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/update-password',
      headers: token ? bearer({ token }) : {},
      payload,
    });
  const fresh = 'a-brand-new-password';

  it('refuses a wrong current password', async () => {
    const user = await t.signUp('client');
    const response = await change(user.token, {
      current_password: wrong,
      new_password: fresh,
      new_password_confirmation: fresh,
    });
    expectError(response, 422, errorBody('auth.currentPasswordWrong'));
  });

  it('refuses new passwords that do not match, or are too short', async () => {
    const user = await t.signUp('client');
    const current_password = user.password;
    const mismatch = await change(user.token, {
      current_password,
      new_password: fresh,
      new_password_confirmation: 'other-password',
    });
    expectError(mismatch, 422, invalidFields({ new_password_confirmation: 'passwordsDoNotMatch' }));
    const short = await change(user.token, {
      current_password,
      new_password: 'short',
      new_password_confirmation: 'short',
    });
    expectError(short, 422, invalidFields({ new_password: 'passwordTooShort' }));
  });

  it('changes the password and ends every other session of that user', async () => {
    const user = await t.signUp('client');
    const otherSession = await tokenOf(t, { email: user.email, password: user.password });
    const response = await change(user.token, {
      current_password: user.password,
      new_password: fresh,
      new_password_confirmation: fresh,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>()).toEqual({ message: expect.any(String) });
    expectError(await me(t, otherSession), 401, sessionExpired);
    expect((await me(t, user.token)).statusCode).toBe(200);
    expectError(
      await login(t, { email: user.email, password: user.password }),
      401,
      errorBody('auth.loginFailed'),
    );
    expect((await login(t, { email: user.email, password: fresh })).statusCode).toBe(200);
  });

  it('checks the token before the body', async () => {
    expectError(await change(undefined, { new_password: 1 }), 401, sessionExpired);
  });
});
