import { messages, messagesIn, type UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type ErrorBody, type TestApp } from '../../test/test-app.js';

/** rules §9.15: error messages in the client's language; the chosen language on the account. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (user: { token: string }) =>
  (await t.app.inject({ url: '/api/me', headers: bearer(user) })).json<{ user: UserView }>().user;

const logIn = (
  user: { email: string; password: string },
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers,
    payload: { email: user.email, password: user.password, ...extra },
  });

const choose = (user: { token: string } | undefined, language: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/preferred-language',
    headers: user ? bearer(user) : {},
    payload: { preferred_language: language },
  });

describe('Accept-Language changes the message of an error, never its code', () => {
  const badSignUp = (language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: language ? { 'accept-language': language } : {},
      payload: { name: 'Ange', email: 'not-an-email', password: 'long-enough-1' },
    });

  it.each(['fr', 'rw'] as const)('a 422 from a schema, in %s', async (language) => {
    const english = (await badSignUp()).json<ErrorBody>();
    const response = await badSignUp(language === 'fr' ? 'fr-FR,fr;q=0.9' : 'rw');
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe(english.code);
    expect(body.error_codes).toEqual(english.error_codes);
    expect(english.errors?.email).toEqual([messages.emailInvalid]);
    expect(body.errors?.email).toEqual([messagesIn(language).emailInvalid]);
    expect(body.message).toContain(messagesIn(language).emailInvalid);
    expect(body.message).not.toBe(english.message);
  });

  it.each(['fr', 'rw'] as const)('a 404, in %s', async (language) => {
    const response = await t.app.inject({
      url: '/api/cars/987654',
      headers: { 'accept-language': language },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>()).toEqual({
      code: 'car.notFound',
      message: messagesIn(language).carNotFound,
    });
    expect(messagesIn(language).carNotFound).not.toBe(messages.carNotFound);
  });

  it('a 422 a use case raises names its field in the language asked for', async () => {
    const taken = await t.signUp('client');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'rw' },
      payload: {
        name: 'Ange',
        email: taken.email,
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: 'auth.emailTaken',
      message: messagesIn('rw').emailTaken,
      errors: { email: [messagesIn('rw').emailTaken] },
    });
  });

  it('a language it does not speak, or none, gets English', async () => {
    for (const headers of [{}, { 'accept-language': 'de-DE, sw;q=0.5' }]) {
      const response = await t.app.inject({ url: '/api/cars/987654', headers });
      expect(response.json<ErrorBody>().message).toBe(messages.carNotFound);
    }
  });

  it('a success message comes in the language asked for too', async () => {
    const user = await t.signUp('client');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/update-password',
      headers: { ...bearer(user), 'accept-language': 'fr' },
      payload: {
        current_password: user.password,
        new_password: 'another-long-one-2',
        new_password_confirmation: 'another-long-one-2',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(messagesIn('fr').passwordChanged);
  });
});

describe('preferred_language on the account', () => {
  it('is empty until the person chooses, then kept and read back everywhere', async () => {
    const user = await t.signUp('client');
    expect((await me(user)).preferred_language).toBeNull();

    const chosen = await choose(user, 'rw');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<{ user: UserView }>().user.preferred_language).toBe('rw');
    expect((await me(user)).preferred_language).toBe('rw');

    // Another device: a login without any choice of its own gets the account's.
    const elsewhere = await logIn(user);
    expect(elsewhere.json<{ user: UserView }>().user.preferred_language).toBe('rw');
  });

  it('refuses a language Kodesha does not speak, and keeps the one chosen', async () => {
    const user = await t.signUp('client');
    await choose(user, 'fr');
    const response = await choose(user, 'de');
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.preferred_language).toEqual([
      messages.languageInvalid,
    ]);
    expect((await me(user)).preferred_language).toBe('fr');
  });

  it('may be chosen while a temporary password waits to be changed', async () => {
    const admin = await t.signInAdmin();
    const user = await t.signUp('client');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers: bearer(admin),
      payload: { password: 'temporary-pass-42' },
    });
    expect(edited.statusCode).toBe(200);
    const session = await logIn({ email: user.email, password: 'temporary-pass-42' });
    const { token } = session.json<{ token: string }>();
    expect((await choose({ token }, 'fr')).statusCode).toBe(200);
    expect((await me({ token })).preferred_language).toBe('fr');
  });

  it('is the person’s own: no token, no change', async () => {
    expect((await choose(undefined, 'fr')).statusCode).toBe(401);
  });

  it('a choice made before logging in, sent with it, is saved at login', async () => {
    const user = await t.signUp('client');
    await choose(user, 'fr');
    const response = await logIn(user, {}, { preferred_language: 'rw' });
    expect(response.json<{ user: UserView }>().user.preferred_language).toBe('rw');
    expect((await me(user)).preferred_language).toBe('rw');
  });

  it('neither a browser’s default nor a language cookie left by another account changes it', async () => {
    const user = await t.signUp('client');
    await choose(user, 'rw');
    const response = await logIn(user, {
      'accept-language': 'fr-FR,fr;q=0.9',
      cookie: 'kodesha_language=fr',
    });
    expect(response.json<{ user: UserView }>().user.preferred_language).toBe('rw');
    expect((await me(user)).preferred_language).toBe('rw');
  });

  it('an API client may send its choice with the login, or with the sign-up', async () => {
    const user = await t.signUp('client', { preferred_language: 'fr' });
    expect((await me(user)).preferred_language).toBe('fr');
    const response = await logIn(user, {}, { preferred_language: 'rw' });
    expect(response.json<{ user: UserView }>().user.preferred_language).toBe('rw');
  });

  it('a sign-up without a choice leaves it empty, whatever the cookie says', async () => {
    const withCookie = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: 'kodesha_language=fr', 'accept-language': 'fr' },
      payload: {
        name: 'Ange Mukamana',
        email: 'ange-cookie@example.rw',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
      },
    });
    expect(withCookie.statusCode).toBe(201);
    expect(withCookie.json<{ user: UserView }>().user.preferred_language).toBeNull();
  });
});
