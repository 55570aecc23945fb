import { messages } from '@kodesha/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { anAdminUser, aPage, aUser } from '@/test/fixtures';
import { createAdminUser } from './admin-create-user';
import { deleteAdminUser } from './admin-delete-user';
import { updateAdminUserRole } from './admin-update-role';
import { updateAdminUser } from './admin-update-user';
import { adminUserListQuery } from './admin-users';
import { verifyAdminUserLicence } from './admin-verify-licence';
import { changePassword } from './change-password';
import { sendPhoneCode, verifyPhone } from './phone-verification';
import { updateProfile } from './update-profile';
import { uploadLicence } from './upload-licence';
import { failureOf, respondWith } from '@/test/contract';

/** `call` fails with an `ApiContractError` naming it and the field that broke. */
async function expectBreach(call: string, run: () => Promise<unknown>, field: RegExp) {
  const failure = await failureOf(run);
  expect(failure).toBeInstanceOf(ApiContractError);
  expect((failure as ApiContractError).call).toBe(call);
  expect((failure as Error).message).toMatch(field);
}

afterEach(() => vi.unstubAllGlobals());

const user = aUser({ id: 11 });
const adminUser = anAdminUser({ id: 11 });
// A licence status the product has no word for: a server drifting from the contract.
const brokenStatus = { license_verification_status: 'maybe' };

/** The calls answered with one account as the admin sees it, `{ data }` (rules §8.5). */
const adminAccountCalls = [
  ['PUT /admin/users/11', () => updateAdminUser({ id: 11, name: 'Aline' })],
  ['POST /admin/users/11/update-role', () => updateAdminUserRole({ id: 11, role: 'owner' })],
  [
    'POST /admin/users/11/verify-license',
    () => verifyAdminUserLicence({ id: 11, status: 'verified', submittedAt: null }),
  ],
] as const;

/** The calls answered with one's own account. */
const ownAccountCalls = [
  [
    'PUT /users/11',
    () => updateProfile({ id: 11, name: 'Aline', phone_number: undefined }),
    'data',
  ],
  ['POST /account/license', () => uploadLicence(new File(['x'], 'licence.jpg')), 'data'],
  ['POST /me/phone/verify', () => verifyPhone('123456'), 'user'],
] as const;

describe('the account calls parse their answers by the contract', () => {
  it.each(adminAccountCalls)('%s: the account comes back', async (_call, run) => {
    respondWith(200, { data: adminUser });
    await expect(run()).resolves.toEqual(adminUser);
  });

  it.each(adminAccountCalls)('%s: a wrong account is an ApiContractError', async (call, run) => {
    respondWith(200, { data: { ...adminUser, ...brokenStatus } });
    await expectBreach(call, run, /data\.license_verification_status/);
  });

  it.each(ownAccountCalls)('%s: the account comes back', async (_call, run, key) => {
    respondWith(200, { [key]: user });
    await expect(run()).resolves.toEqual(user);
  });

  it.each(ownAccountCalls)('%s: a wrong account is an ApiContractError', async (call, run, key) => {
    respondWith(200, { [key]: { ...user, ...brokenStatus } });
    await expectBreach(call, run, new RegExp(`${key}\\.license_verification_status`));
  });

  it('POST /admin/users: the account and its temporary password come back', async () => {
    respondWith(201, { data: adminUser, temporary_password: 'Kx7-temporary' });
    await expect(
      createAdminUser({ name: 'Aline', email: 'a@b.rw', role: 'client' }),
    ).resolves.toEqual({ data: adminUser, temporary_password: 'Kx7-temporary' });
    respondWith(201, { data: adminUser, temporary_password: 42 });
    await expectBreach(
      'POST /admin/users',
      () => createAdminUser({ name: 'Aline', email: 'a@b.rw', role: 'client' }),
      /temporary_password/,
    );
  });

  it('GET /admin/users: a page parses, and a page without its total is an ApiContractError', async () => {
    const page = aPage([adminUser]);
    respondWith(200, page);
    await expect(new QueryClient().fetchQuery(adminUserListQuery({}))).resolves.toEqual(page);
    const { total: _total, ...withoutTotal } = page;
    respondWith(200, withoutTotal);
    await expectBreach(
      'GET /admin/users',
      () => new QueryClient().fetchQuery(adminUserListQuery({ role: 'owner' })),
      /total/,
    );
  });

  it('DELETE /admin/users/11: a 204 resolves', async () => {
    respondWith(204);
    await expect(deleteAdminUser(11)).resolves.toBeUndefined();
  });

  const messageCalls = [
    [
      'POST /users/update-password',
      () =>
        changePassword({
          current_password: 'old one',
          new_password: 'a long passphrase',
          new_password_confirmation: 'a long passphrase',
        }),
      { message: messages.passwordChanged },
    ],
    // The screen needs no words from this answer: the call resolves once it has parsed.
    ['POST /me/phone/verification', () => sendPhoneCode(), undefined],
  ] as const;

  it.each(messageCalls)('%s: the confirmation parses', async (_call, run, resolved) => {
    respondWith(200, { message: messages.passwordChanged });
    await expect(run()).resolves.toEqual(resolved);
  });

  it.each(messageCalls)(
    '%s: an answer without its message is an ApiContractError',
    async (call, run) => {
      respondWith(200, {});
      await expectBreach(call, run, /message/);
    },
  );
});
