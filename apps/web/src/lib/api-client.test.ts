import { messages } from '@kodesha/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiContractError,
  ApiError,
  apiRequest,
  handleSessionExpiry,
  messageForStatus,
  parseAnswer,
} from './api-client';
import { sessionStore } from './session';
import { describeError } from './use-message';
import { aUser } from '@/test/fixtures';

const user = aUser({ id: 1, email: 'a@b.rw', name: 'A' });

function respond(status: number, body?: unknown) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

/** Any answer: the routine of every call is checked here, its contract below. */
const anyAnswer = z.unknown();

beforeEach(() => sessionStore.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('messageForStatus (rules §9.10)', () => {
  it.each([
    [400, messages.badRequest],
    [401, messages.sessionExpired],
    [403, messages.forbidden],
    [404, messages.notFound],
    [429, messages.tooManyRequests],
    [500, messages.serverError],
    [502, messages.unavailable],
    [503, messages.unavailable],
    [504, messages.unavailable],
    [418, messages.unexpected],
    [0, messages.offline],
  ])('%i → %s', (status, text) => {
    expect(messageForStatus(status)).toBe(text);
  });
});

describe('apiRequest', () => {
  it('sends the bearer token and returns the JSON body', async () => {
    sessionStore.start({ token: 'secret-token', user });
    const fetch = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/me', anyAnswer)).resolves.toEqual({ ok: true });
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[0]).toBe('/api/me');
    expect((init[1].headers as Record<string, string>).authorization).toBe('Bearer secret-token');
  });

  it('keeps the server message and field errors of a 422', async () => {
    vi.stubGlobal(
      'fetch',
      respond(422, {
        message: 'Passwords do not match',
        errors: { password_confirmation: ['Passwords do not match'] },
      }),
    );
    const error = await apiRequest('/register', anyAnswer, { method: 'POST', body: {} }).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Passwords do not match',
      errors: { password_confirmation: ['Passwords do not match'] },
    });
  });

  it('keeps the stable code of a failure, and of each field error of a 422', async () => {
    vi.stubGlobal(
      'fetch',
      respond(422, {
        code: 'request.invalid',
        message: 'Please enter your full name. Passwords do not match',
        errors: { name: ['Please enter your full name'], password: ['Passwords do not match'] },
        error_codes: { name: ['invalid.nameRequired'], password: ['invalid.passwordsDoNotMatch'] },
      }),
    );
    const error = (await apiRequest('/register', anyAnswer, { method: 'POST', body: {} }).catch(
      (failure: unknown) => failure,
    )) as ApiError;
    expect(error.code).toBe('request.invalid');
    expect(error.key).toBe('invalidInput');
    expect(error.fieldKey('name')).toBe('nameRequired');
    expect(error.fieldKey('password')).toBe('passwordsDoNotMatch');
    expect(error.fieldKey('email')).toBeUndefined();
    // Shown above a form with no such fields: each field's words, translated, not the generic line.
    expect(describeError(error, (key) => `messages.${key}`)).toBe(
      'messages.nameRequired. messages.passwordsDoNotMatch',
    );
  });

  it('words a failure by its code; an unknown code keeps the server text', async () => {
    vi.stubGlobal(
      'fetch',
      respond(409, { code: 'booking.slotTaken', message: 'Ce créneau est déjà réservé.' }),
    );
    const taken = (await apiRequest('/bookings', anyAnswer).catch(
      (failure: unknown) => failure,
    )) as ApiError;
    expect(taken.key).toBe('bookingSlotTaken');
    expect(describeError(taken, (key) => `messages.${key}`)).toBe('messages.bookingSlotTaken');

    vi.stubGlobal('fetch', respond(409, { code: 'something.new', message: 'A new refusal' }));
    const unknown = (await apiRequest('/bookings', anyAnswer).catch(
      (failure: unknown) => failure,
    )) as ApiError;
    expect(unknown.key).toBeUndefined();
    expect(describeError(unknown, (key) => `messages.${key}`)).toBe('A new refusal');
  });

  it('words the failures it makes itself by key too (no connection, a server failure)', async () => {
    vi.stubGlobal('fetch', respond(503, { message: 'upstream down' }));
    const down = (await apiRequest('/me', anyAnswer).catch(
      (failure: unknown) => failure,
    )) as ApiError;
    expect(down.key).toBe('unavailable');
    expect(down.message).toBe(messages.unavailable);
  });

  it('never shows a server error detail: a 500 says the generic words', async () => {
    vi.stubGlobal('fetch', respond(500, { message: 'relation "users" does not exist' }));
    await expect(apiRequest('/me', anyAnswer)).rejects.toMatchObject({
      status: 500,
      message: messages.serverError,
    });
  });

  it('a network failure says the connection message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/me', anyAnswer)).rejects.toMatchObject({
      status: 0,
      message: messages.offline,
    });
  });

  it('a 401 clears the session and asks to go to /login', async () => {
    sessionStore.start({ token: 'expired', user });
    const onExpiry = vi.fn();
    handleSessionExpiry(onExpiry);
    vi.stubGlobal('fetch', respond(401, { message: messages.sessionExpired }));
    await expect(apiRequest('/me', anyAnswer)).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(onExpiry).toHaveBeenCalledWith(true);
  });

  it('a 401 on the cars or drivers calls, or on the login screen, does not send anyone away', async () => {
    const onExpiry = vi.fn();
    handleSessionExpiry(onExpiry);
    vi.stubGlobal('fetch', respond(401, {}));
    sessionStore.start({ token: 'expired', user });
    await apiRequest('/cars/3/contact', anyAnswer).catch(() => undefined);
    expect(onExpiry).toHaveBeenLastCalledWith(false);

    window.history.replaceState(null, '', '/login');
    sessionStore.start({ token: 'expired', user });
    await apiRequest('/me', anyAnswer).catch(() => undefined);
    expect(onExpiry).toHaveBeenLastCalledWith(false);
  });

  it('a background call clears an expired session without sending anyone to /login', async () => {
    sessionStore.start({ token: 'expired', user });
    const onExpiry = vi.fn();
    handleSessionExpiry(onExpiry);
    vi.stubGlobal('fetch', respond(401, {}));
    await apiRequest('/me', anyAnswer, { redirectOnExpiry: false }).catch(() => undefined);
    expect(sessionStore.get()).toBeNull();
    expect(onExpiry).toHaveBeenCalledWith(false);
  });

  it('revoking an old token leaves the current session alone', async () => {
    sessionStore.start({ token: 'current', user });
    const fetch = respond(401, {});
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/logout', anyAnswer, { method: 'POST', token: 'old' }).catch(() => undefined);
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).authorization).toBe('Bearer old');
    expect(sessionStore.get()?.token).toBe('current');
  });

  it('a late 401 for an old session does not end a newer one', async () => {
    sessionStore.start({ token: 'old', user });
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const pending = apiRequest('/me', anyAnswer).catch(() => undefined);
    sessionStore.start({ token: 'new', user });
    answer(new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }));
    await pending;
    expect(sessionStore.get()?.token).toBe('new');
  });

  it('a 401 without a session (a wrong password) is not a session expiry', async () => {
    const onExpiry = vi.fn();
    handleSessionExpiry(onExpiry);
    vi.stubGlobal('fetch', respond(401, { message: messages.loginFailed }));
    await expect(
      apiRequest('/login', anyAnswer, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      message: messages.loginFailed,
    });
    expect(onExpiry).not.toHaveBeenCalled();
  });
});

describe('apiRequest timeout', () => {
  it('gives up after 30 s with the connection message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      ),
    );
    let settled = false;
    const pending = apiRequest('/me', anyAnswer)
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: 0, message: messages.offline });
    vi.useRealTimers();
  });
});

describe('answers parsed by their contract (record 29)', () => {
  const answer = z.object({ data: z.object({ id: z.number(), name: z.string() }) });

  it('an answer that matches comes back parsed', async () => {
    vi.stubGlobal('fetch', respond(200, { data: { id: 7, name: 'Aline', extra: true } }));
    expect(await apiRequest('/thing', answer)).toEqual({ data: { id: 7, name: 'Aline' } });
  });

  it('an answer that does not match is a clear error naming the call and the field', async () => {
    vi.stubGlobal('fetch', respond(200, { data: { id: '7', name: 'Aline' } }));
    const failure = await apiRequest('/thing?page=2', answer).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as Error).message).toMatch(/GET \/thing does not match.*data\.id/);
  });

  it('in production the break is reported and worded generically (rules §9.10)', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failure = (() => {
        try {
          parseAnswer('GET /thing', answer, { data: null }, false);
        } catch (error) {
          return error;
        }
      })();
      expect(failure).toBeInstanceOf(ApiError);
      expect(describeError(failure, (key) => messages[key])).toBe(messages.unexpected);
      expect(report).toHaveBeenCalledWith(expect.any(ApiContractError));
    } finally {
      report.mockRestore();
    }
  });

  it('an answer without a body (null) asks for none', async () => {
    vi.stubGlobal('fetch', respond(204));
    expect(await apiRequest('/thing', null, { method: 'DELETE' })).toBeUndefined();
  });
});
