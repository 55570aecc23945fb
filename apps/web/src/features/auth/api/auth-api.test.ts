import { messages, registerInput, resetPasswordInput } from '@kodesha/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError } from '@/lib/api-client';
import { aUser } from '@/test/fixtures';
import { currentUserQuery } from './current-user';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { forgotPassword, resetPassword } from './password-reset';
import { signUp } from './sign-up';
import { failureOf, respondWith } from '@/test/contract';

afterEach(() => vi.unstubAllGlobals());

const user = aUser({ id: 11 });
// A role the product has no word for: what a server drifting from the contract might send.
const brokenUser = { ...user, role: 'superuser' };

/** The calls answered with a session (rules §1.6): the person and their token. */
const sessionCalls = [
  ['POST /login', () => logIn({ email: 'a@b.rw', password: 'secret', remember: false })],
  [
    'POST /register',
    () =>
      signUp(
        registerInput.parse({
          name: 'Aline Uwase',
          email: 'a@b.rw',
          password: 'a long passphrase',
          password_confirmation: 'a long passphrase',
        }),
      ),
  ],
] as const;

describe('the auth calls parse their answers by the contract', () => {
  it.each(sessionCalls)('%s: a session comes back as sent', async (_call, run) => {
    respondWith(200, { user, token: 'a-token' });
    await expect(run()).resolves.toEqual({ user, token: 'a-token' });
  });

  it.each(sessionCalls)(
    '%s: a session without its token is an ApiContractError',
    async (call, run) => {
      respondWith(200, { user });
      const failure = await failureOf(run);
      expect(failure).toBeInstanceOf(ApiContractError);
      expect((failure as ApiContractError).call).toBe(call);
      expect((failure as Error).message).toMatch(/token/);
    },
  );

  it('GET /me: the user comes back, and a wrong one is an ApiContractError', async () => {
    respondWith(200, { user });
    await expect(new QueryClient().fetchQuery(currentUserQuery('t'))).resolves.toEqual(user);
    respondWith(200, { user: brokenUser });
    const failure = await failureOf(() => new QueryClient().fetchQuery(currentUserQuery('t')));
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).call).toBe('GET /me');
    expect((failure as Error).message).toMatch(/user\.role/);
  });

  it('POST /logout: a 204 with no body resolves', async () => {
    respondWith(204);
    await expect(logOut()).resolves.toBeUndefined();
  });

  const resetCalls = [
    ['POST /password/forgot', () => forgotPassword({ email: 'a@b.rw' })],
    [
      'POST /password/reset',
      () =>
        resetPassword(
          resetPasswordInput.parse({
            token: 'a-token',
            password: 'a long passphrase',
            password_confirmation: 'a long passphrase',
          }),
        ),
    ],
  ] as const;

  it.each(resetCalls)('%s: the message comes back', async (_call, run) => {
    respondWith(202, { message: messages.resetRequested });
    await expect(run()).resolves.toEqual({ message: messages.resetRequested });
  });

  it.each(resetCalls)(
    '%s: an answer without its message is an ApiContractError',
    async (call, run) => {
      respondWith(200, { ok: true });
      const failure = await failureOf(run);
      expect(failure).toBeInstanceOf(ApiContractError);
      expect((failure as ApiContractError).call).toBe(call);
      expect((failure as Error).message).toMatch(/message/);
    },
  );
});
