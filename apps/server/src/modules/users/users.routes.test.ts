import { messages, type UserView } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, invalidFields } from '../../test/error-bodies.js';
import {
  bearer,
  createTestApp,
  type ErrorBody,
  type TestApp,
  type TestUser,
} from '../../test/test-app.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const update = (
  actor: { token: string } | undefined,
  id: number,
  payload: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: actor ? bearer(actor) : {},
    payload,
  });

async function profileOf(user: TestUser): Promise<UserView> {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json<{ user: UserView }>().user;
}

describe('PUT /api/users/{id}', () => {
  it('a user can change their own name and phone, and the change is kept', async () => {
    const user = await t.signUp('client');
    const response = await update(user, user.id, {
      name: 'Jean Bosco',
      phone_number: '+250 722 555 111',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserView }>().data).toMatchObject({
      id: user.id,
      name: 'Jean Bosco',
      phone_number: '+250722555111',
    });
    expect(await profileOf(user)).toMatchObject({
      name: 'Jean Bosco',
      phone_number: '+250722555111',
      email: user.email,
    });
  });

  it('only the fields sent change', async () => {
    const owner = await t.signUp('owner');
    const before = await profileOf(owner);
    const response = await update(owner, owner.id, { name: 'Only The Name' });
    expect(response.statusCode).toBe(200);
    const after = await profileOf(owner);
    expect(after).toEqual({ ...before, name: 'Only The Name' });
    expect(after.phone_number).toBe('+250788000000');
  });

  it.each(['0722 555 111', '0722555111', '+250 722 555 111', '250722555111'])(
    'keeps a phone typed %s in E.164 (rules §10.7)',
    async (typed) => {
      const user = await t.signUp('client');
      const response = await update(user, user.id, { phone_number: typed });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: UserView }>().data.phone_number).toBe('+250722555111');
      expect((await profileOf(user)).phone_number).toBe('+250722555111');
    },
  );

  it('takes a foreign phone only in E.164, with its +', async () => {
    const user = await t.signUp('client');
    const refused = await update(user, user.id, { phone_number: '256772123456' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(invalidFields({ phone_number: 'phoneInvalid' }));
    const kept = await update(user, user.id, { phone_number: '+256 772 123 456' });
    expect(kept.statusCode).toBe(200);
    expect((await profileOf(user)).phone_number).toBe('+256772123456');
  });

  it('a client can clear their phone with an empty value or null', async () => {
    for (const phone_number of ['', null]) {
      const client = await t.signUp('client', { phone_number: '+250 788 111 222' });
      const response = await update(client, client.id, { phone_number });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: UserView }>().data.phone_number).toBeNull();
      expect((await profileOf(client)).phone_number).toBeNull();
    }
  });

  it.each(['owner', 'driver'] as const)(
    'a %s cannot remove their phone; it is kept',
    async (role) => {
      const user = await t.signUp(role);
      for (const phone_number of ['', null]) {
        for (const actor of [user, admin]) {
          const response = await update(actor, user.id, { phone_number });
          expect(response.statusCode).toBe(422);
          expect(response.headers['content-type']).toContain('application/json');
          expect(response.json<ErrorBody>()).toEqual(errorBody('profile.phoneRequired'));
        }
      }
      expect((await profileOf(user)).phone_number).toBe('+250788000000');
      const changed = await update(user, user.id, { phone_number: '+250 733 444 555' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<{ data: UserView }>().data.phone_number).toBe('+250733444555');
    },
  );

  it("a user cannot update another user's profile", async () => {
    const [intruder, victim] = [await t.signUp('client'), await t.signUp('client')];
    const before = await profileOf(victim);
    const response = await update(intruder, victim.id, { name: 'Hijacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toEqual(errorBody('auth.forbidden'));
    expect(await profileOf(victim)).toEqual(before);
  });

  it('an admin can update anyone', async () => {
    const user = await t.signUp('owner');
    const response = await update(admin, user.id, { name: 'Fixed By Admin' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserView }>().data).toMatchObject({
      id: user.id,
      name: 'Fixed By Admin',
      role: 'owner',
    });
    expect((await profileOf(user)).name).toBe('Fixed By Admin');
  });

  it('refuses an email that belongs to someone else, whatever its case', async () => {
    const [user, other] = [await t.signUp('client'), await t.signUp('client')];
    for (const email of [other.email, ` ${other.email.toUpperCase()} `]) {
      const response = await update(user, user.id, { email, current_password: user.password });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>()).toEqual(errorBody('auth.emailTaken'));
    }
    expect((await profileOf(user)).email).toBe(user.email);
  });

  it('accepts the user sending back their own email, and a new free one', async () => {
    const user = await t.signUp('client');
    expect((await update(user, user.id, { email: user.email.toUpperCase() })).statusCode).toBe(200);
    const fresh = `renamed-${user.id}@example.rw`;
    const response = await update(user, user.id, { email: fresh, current_password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserView }>().data.email).toBe(fresh);
  });

  it('changes their own email only with their current password (rules §1.8)', async () => {
    const user = await t.signUp('client');
    const wanted = `taken-over-${user.id}@example.rw`;
    const without = await update(user, user.id, { email: wanted, name: 'New Name' });
    expect(without.statusCode).toBe(422);
    expect(without.json<ErrorBody>()).toEqual(errorBody('auth.currentPasswordRequired'));
    const wrong = await update(user, user.id, { email: wanted, current_password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<ErrorBody>()).toEqual(errorBody('auth.currentPasswordWrong'));
    // Nothing of a refused change is kept, the name sent with it included.
    const kept = await profileOf(user);
    expect(kept.email).toBe(user.email);
    expect(kept.name).not.toBe('New Name');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: wanted, password: user.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('wrong current passwords count per account, password changes and email changes together (rules §1.7)', async () => {
    const user = await t.signUp('client');
    const changePassword = (current: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/update-password',
        remoteAddress,
        headers: bearer(user),
        payload: {
          current_password: current,
          new_password: 'a-brand-new-password',
          new_password_confirmation: 'a-brand-new-password',
        },
      });
    const wanted = `guessed-${user.id}@example.rw`;
    // Five wrong guesses, from five addresses, through both doors.
    for (let n = 0; n < 3; n += 1)
      expect((await changePassword('wrong-guess', `10.7.0.${n}`)).json<ErrorBody>()).toEqual(
        errorBody('auth.currentPasswordWrong'),
      );
    for (let n = 0; n < 2; n += 1) {
      const guess = await update(user, user.id, { email: wanted, current_password: 'wrong-guess' });
      expect(guess.json<ErrorBody>()).toEqual(errorBody('auth.currentPasswordWrong'));
    }
    // The sixth is refused before its password is looked at, the right one too.
    const refused = await changePassword(user.password, '10.7.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>()).toEqual(errorBody('auth.tooManyAttempts'));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const emailRefused = await update(user, user.id, {
      email: wanted,
      current_password: user.password,
    });
    expect(emailRefused.statusCode).toBe(429);
    expect((await profileOf(user)).email).toBe(user.email);
    // Another account is not held back.
    const other = await t.signUp('client');
    const theirs = await update(other, other.id, {
      email: `theirs-${other.id}@example.rw`,
      current_password: other.password,
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('a right current password is not counted against the next wrong ones', async () => {
    const user = await t.signUp('client');
    for (let n = 0; n < 8; n += 1) {
      const email = `round-${n}-${user.id}@example.rw`;
      const response = await update(user, user.id, { email, current_password: user.password });
      expect(response.statusCode).toBe(200);
    }
  });

  it("an admin changes someone else's email without a password", async () => {
    const user = await t.signUp('client');
    const fixed = `fixed-${user.id}@example.rw`;
    const response = await update(admin, user.id, { email: fixed });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(user)).email).toBe(fixed);
  });

  it('answers a 100,000-character name with 422', async () => {
    const user = await t.signUp('client');
    const response = await update(user, user.id, { name: 'n'.repeat(100_000) });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual({
      ...invalidFields({ name: 'nameTooLong' }),
      message: messages.nameTooLong,
    });
  });

  it('answers an unknown user id with 404 for an admin', async () => {
    const response = await update(admin, 987_654, { name: 'Nobody' });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>()).toEqual(errorBody('user.notFound'));
  });

  it('answers ids beyond a PostgreSQL integer with 404, not 422 or 500', async () => {
    for (const id of [2_147_483_648, 99_999_999_999]) {
      const response = await update(admin, id, { name: 'Nobody' });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>()).toEqual(errorBody('request.notFound'));
    }
  });

  it('answers an id that is not a number with 404, not a validation error', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/abc',
      headers: bearer(admin),
      payload: { name: 'Nobody' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>()).toEqual(errorBody('request.notFound'));
  });

  it('requires a token', async () => {
    const user = await t.signUp('client');
    const response = await update(undefined, user.id, { name: 'Anonymous' });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>()).toEqual(errorBody('auth.unauthenticated'));
    expect((await profileOf(user)).name).not.toBe('Anonymous');
  });

  it('ignores role and licence status in the body', async () => {
    const user = await t.signUp('client');
    const response = await update(user, user.id, {
      name: 'Still A Client',
      role: 'admin',
      license_verification_status: 'verified',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: UserView }>().data).toMatchObject({
      name: 'Still A Client',
      role: 'client',
      license_verification_status: 'not_submitted',
    });
    expect(await profileOf(user)).toMatchObject({
      role: 'client',
      license_verification_status: 'not_submitted',
    });
  });
});
