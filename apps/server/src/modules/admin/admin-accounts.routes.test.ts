import { createDiskStore } from '../../providers/files/disk-store.js';
import { messages, type AdminUserView, type AuditEntryView, type Page } from '@kodesha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { verifiedClient } from '../cars/car-fixtures.js';
import { errorBody, invalidFields } from '../../test/error-bodies.js';
import { fastTestPasswords } from '../../test/fast-passwords.js';
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

type Created = { data: AdminUserView; temporary_password?: string };

const send = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  actor: TestUser | undefined,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers: actor ? bearer(actor) : {}, payload });

const logIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

async function lastAudit(action: string): Promise<AuditEntryView | undefined> {
  const response = await send('GET', `/admin/audit-log?action=${action}`, admin);
  return response.json<Page<AuditEntryView>>().data[0];
}

let counter = 0;
const newEmail = (prefix: string) => `${prefix}${(counter += 1)}@example.rw`;

/** An account the admin creates, signed in with the password it was given. */
async function createdAndSignedIn(
  body: Record<string, unknown>,
): Promise<{ created: Created; token: string; password: string }> {
  const response = await send('POST', '/admin/users', admin, body);
  expect(response.statusCode).toBe(201);
  const created = response.json<Created>();
  const password = (body.password as string | undefined) || created.temporary_password!;
  const login = await logIn(created.data.email, password);
  expect(login.statusCode).toBe(200);
  return { created, token: login.json<{ token: string }>().token, password };
}

describe('POST /api/admin/users', () => {
  it('makes an account of any role; a blank password gets a temporary one, shown once', async () => {
    for (const role of ['client', 'owner', 'driver', 'admin'] as const) {
      const email = newEmail(role);
      const response = await send('POST', '/admin/users', admin, {
        name: `New ${role}`,
        email,
        role,
        password: '',
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<Created>();
      expect(created.data).toMatchObject({ email, role, must_change_password: true });
      expect(created.temporary_password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      // Shown once: reading the account again never shows it.
      const again = await send('GET', `/admin/users/${created.data.id}`, admin);
      expect(again.body).not.toContain(created.temporary_password!);
      expect((await logIn(email, created.temporary_password!)).statusCode).toBe(200);
    }
    expect(await lastAudit('user.created')).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Administrator',
      target_type: 'user',
      summary: 'Created an admin account with a temporary password',
    });
  });

  it("takes the spec's shape {name, email, role, password}; a typed password answers none", async () => {
    const response = await send('POST', '/admin/users', admin, {
      name: 'Typed Password',
      email: newEmail('typed'),
      role: 'client',
      password: 'chosen-by-admin',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Created>();
    expect(created.temporary_password).toBeUndefined();
    // The admin knows it, so it is temporary too (rules §8.5).
    expect(created.data.must_change_password).toBe(true);
  });

  it('needs a name and an email, checks the password and the role', async () => {
    const missing = await send('POST', '/admin/users', admin, { role: 'owner' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<ErrorBody>()).toEqual(
      invalidFields({ name: 'nameRequired', email: 'emailRequired' }),
    );
    const weak = await send('POST', '/admin/users', admin, {
      name: 'A',
      email: newEmail('weak'),
      password: 'short',
      role: 'boss',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json<ErrorBody>()).toEqual(
      invalidFields({ role: 'roleChoiceInvalid', password: 'passwordTooShort' }),
    );
  });

  it('refuses an email already used', async () => {
    const response = await send('POST', '/admin/users', admin, {
      name: 'Twin',
      email: admin.email,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual(errorBody('auth.emailTaken'));
  });
});

describe('a temporary password (rules §8.5)', () => {
  it('opens nothing but /me, logout and the change, which clears it', async () => {
    const { created, token, password } = await createdAndSignedIn({
      name: 'First Timer',
      email: newEmail('first'),
      role: 'client',
    });
    const person = { token };
    const me = await t.app.inject({ url: '/api/me', headers: bearer(person) });
    expect(me.json<{ user: AdminUserView }>().user.must_change_password).toBe(true);
    for (const url of ['/api/my-bookings', '/api/chats', '/api/unread-messages-count']) {
      const refused = await t.app.inject({ url, headers: bearer(person) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<ErrorBody>()).toEqual(errorBody('auth.passwordChangeRequired'));
    }
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/update-password',
      headers: bearer(person),
      payload: {
        current_password: password,
        new_password: 'my-own-password',
        new_password_confirmation: 'my-own-password',
      },
    });
    expect(changed.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/my-bookings', headers: bearer(person) });
    expect(after.statusCode).toBe(200);
    const meAfter = await t.app.inject({ url: '/api/me', headers: bearer(person) });
    expect(meAfter.json<{ user: AdminUserView }>().user.must_change_password).toBe(false);
    expect((await logIn(created.data.email, 'my-own-password')).statusCode).toBe(200);
  });
});

describe('an admin’s phone numbers (rules §10.7)', () => {
  it.each([
    ['0788 123 456', '+250788123456'],
    ['250788123456', '+250788123456'],
    ['+256 772 123 456', '+256772123456'],
  ])('keeps %s, as typed for a new driver, in E.164', async (typed, e164) => {
    const response = await send('POST', '/admin/users', admin, {
      name: 'Phone Driver',
      email: newEmail('phone'),
      role: 'driver',
      password: '',
      phone_number: typed,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Created>();
    expect(created.data.phone_number).toBe(e164);
    const again = await send('GET', `/admin/users/${created.data.id}`, admin);
    expect(again.json<{ data: AdminUserView }>().data.phone_number).toBe(e164);
  });

  it('refuses a foreign number without its +', async () => {
    const response = await send('POST', '/admin/users', admin, {
      name: 'Phone Driver',
      email: newEmail('phone'),
      role: 'driver',
      phone_number: '256772123456',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.phone_number).toEqual([
      messages.phoneInvalid,
    ]);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('changes only what is sent; a blank password keeps the current one', async () => {
    const person = await t.signUp('owner');
    const response = await send('PUT', `/admin/users/${person.id}`, admin, {
      name: 'Renamed Owner',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: AdminUserView }>().data).toMatchObject({
      name: 'Renamed Owner',
      email: person.email,
      role: 'owner',
      phone_number: '+250788000000',
      must_change_password: false,
    });
    expect((await logIn(person.email, person.password)).statusCode).toBe(200);
    expect(await lastAudit('user.updated')).toMatchObject({
      target_id: person.id,
      summary: 'Changed name',
    });
  });

  it("takes the spec's camelCase phoneNumber and a new role through the role rules", async () => {
    const person = await t.signUp('client');
    const response = await send('PUT', `/admin/users/${person.id}`, admin, {
      name: 'Now Owner',
      email: person.email,
      role: 'owner',
      phoneNumber: '+250 788 111 222',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: AdminUserView }>().data).toMatchObject({
      role: 'owner',
      phone_number: '+250788111222',
    });
    expect(await lastAudit('user.role_changed')).toMatchObject({
      target_id: person.id,
      summary: 'client → owner',
    });
  });

  it('a new password is temporary, and ends every session the person had', async () => {
    const person = await t.signUp('client');
    const response = await send('PUT', `/admin/users/${person.id}`, admin, {
      password: 'reset-by-admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: AdminUserView }>().data.must_change_password).toBe(true);
    const old = await t.app.inject({ url: '/api/me', headers: bearer(person) });
    expect(old.statusCode).toBe(401);
    expect((await logIn(person.email, person.password)).statusCode).toBe(401);
    expect((await logIn(person.email, 'reset-by-admin')).statusCode).toBe(200);
    expect(await lastAudit('user.updated')).toMatchObject({ summary: 'Changed password' });
  });

  it("refuses an admin's own password here (Settings asks for the current one)", async () => {
    const response = await send('PUT', `/admin/users/${admin.id}`, admin, {
      password: 'new-admin-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toEqual(errorBody('admin.ownPassword'));
  });

  it('refuses an email someone else has, and an unknown account', async () => {
    const person = await t.signUp('client');
    const taken = await send('PUT', `/admin/users/${person.id}`, admin, { email: admin.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<ErrorBody>()).toEqual(errorBody('auth.emailTaken'));
    const missing = await send('PUT', '/admin/users/999999', admin, { name: 'Ghost' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/admin/users/{id}/update-role', () => {
  it('gives any of the four roles and records the change', async () => {
    const person = await t.signUp('client');
    for (const role of ['owner', 'driver', 'admin', 'client'] as const) {
      const response = await send('POST', `/admin/users/${person.id}/update-role`, admin, {
        role,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: AdminUserView }>().data.role).toBe(role);
    }
    expect(await lastAudit('user.role_changed')).toMatchObject({ summary: 'admin → client' });
    // The new role holds at once, on the person's existing session.
    const promoted = await send('POST', `/admin/users/${person.id}/update-role`, admin, {
      role: 'admin',
    });
    expect(promoted.statusCode).toBe(200);
    expect((await send('GET', '/admin/dashboard', person)).statusCode).toBe(200);
    await send('POST', `/admin/users/${person.id}/update-role`, admin, { role: 'client' });
    expect((await send('GET', '/admin/dashboard', person)).statusCode).toBe(403);
  });

  it('refuses a role outside the four', async () => {
    const person = await t.signUp('client');
    const response = await send('POST', `/admin/users/${person.id}/update-role`, admin, {
      role: 'superuser',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors).toEqual({ role: [messages.roleChoiceInvalid] });
  });

  it('an admin cannot demote themself', async () => {
    const response = await send('POST', `/admin/users/${admin.id}/update-role`, admin, {
      role: 'client',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>()).toEqual(errorBody('admin.selfChange'));
    const keep = await send('POST', `/admin/users/${admin.id}/update-role`, admin, {
      role: 'admin',
    });
    expect(keep.statusCode).toBe(200);
  });

  it('two admins demoting each other at once: one wins, the last admin stays', async () => {
    const { created, token } = await createdAndSignedIn({
      name: 'Second Admin',
      email: newEmail('second-admin'),
      role: 'admin',
      password: 'second-admin-password',
    });
    // A temporary password opens nothing else: the second admin chooses their own first.
    const second: TestUser = {
      id: created.data.id,
      email: created.data.email,
      token,
      password: 'second-admin-own',
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/users/update-password',
      headers: bearer(second),
      payload: {
        current_password: 'second-admin-password',
        new_password: 'second-admin-own',
        new_password_confirmation: 'second-admin-own',
      },
    });
    // Only these two are admins now: demote every other admin first.
    const admins = await send('GET', '/admin/users?role=admin&per_page=100', admin);
    for (const other of admins.json<Page<AdminUserView>>().data)
      if (other.id !== admin.id && other.id !== second.id)
        await send('POST', `/admin/users/${other.id}/update-role`, admin, { role: 'client' });

    const [first, other] = await Promise.all([
      send('POST', `/admin/users/${second.id}/update-role`, admin, { role: 'client' }),
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${admin.id}/update-role`,
        headers: bearer(second),
        payload: { role: 'client' },
      }),
    ]);
    // The loser is refused either as no admin any more (403) or as demoting the last one (409).
    const statuses = [first.statusCode, other.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const winner = first.statusCode === 200 ? admin : second;
    const left = await send('GET', '/admin/users?role=admin', winner);
    expect(left.json<Page<AdminUserView>>().total).toBe(1);
    // The file's admin carries on below: promote them again if they lost.
    if (winner === second)
      expect(
        (await send('POST', `/admin/users/${admin.id}/update-role`, second, { role: 'admin' }))
          .statusCode,
      ).toBe(200);
  });

  it('keeps the last admin even for a call let in just before its admin was demoted', async () => {
    // The services the app runs on, called as a request already past its role check would.
    const services = createServices({
      db: t.db,
      notifications: t.notifications,
      files: createDiskStore(t.dataDir),
      clock: () => new Date(),
      passwords: fastTestPasswords,
      log: { error: () => undefined },
    });
    const { created } = await createdAndSignedIn({
      name: 'Stale Admin',
      email: newEmail('stale-admin'),
      role: 'admin',
      password: 'stale-admin-password',
    });
    const staleActor = await services.users.findOrFail(created.data.id);
    const admins = await send('GET', '/admin/users?role=admin&per_page=100', admin);
    for (const other of admins.json<Page<AdminUserView>>().data)
      if (other.id !== admin.id)
        expect(
          (await send('POST', `/admin/users/${other.id}/update-role`, admin, { role: 'client' }))
            .statusCode,
        ).toBe(200);
    await expect(
      services.admin.accounts.changeRole(staleActor, admin.id, 'client'),
    ).rejects.toMatchObject({ code: 'admin.lastAdmin' });
    await expect(services.admin.accounts.remove(staleActor, admin.id)).rejects.toMatchObject({
      code: 'admin.lastAdmin',
    });
    const left = await send('GET', '/admin/users?role=admin', admin);
    expect(left.json<Page<AdminUserView>>().data.map((user) => user.id)).toEqual([admin.id]);
  });
});

describe('identity changes go back to review (rules §1.10)', () => {
  const licenceOf = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/me', headers: bearer(user) })).json<{
      user: AdminUserView;
    }>().user.license_verification_status;

  it('a verified client who changes their own name is checked again; a phone is no identity', async () => {
    const person = await verifiedClient(t, admin);
    const phone = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${person.id}`,
      headers: bearer(person),
      payload: { phone_number: '+250 788 444 555' },
    });
    expect(phone.statusCode).toBe(200);
    expect(await licenceOf(person)).toBe('verified');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${person.id}`,
      headers: bearer(person),
      payload: { name: 'Somebody Else' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await licenceOf(person)).toBe('pending');
    const queue = await send('GET', '/admin/users?license_status=pending', admin);
    expect(queue.json<Page<AdminUserView>>().data.map((user) => user.id)).toContain(person.id);
  });

  it("an admin's edit of the name keeps the licence as decided", async () => {
    const person = await verifiedClient(t, admin);
    const edited = await send('PUT', `/admin/users/${person.id}`, admin, { name: 'Fixed Typo' });
    expect(edited.statusCode).toBe(200);
    expect(await licenceOf(person)).toBe('verified');
  });
});
