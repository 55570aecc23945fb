import { messages } from '@kodesha/domain';
import { sessionStore } from './session';

export const apiTimeoutMs = 30_000; // spec §9
export const sessionExpiredRedirectMs = 2_000; // spec §9

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** spec §8: what each status says when the server gave no message of its own. */
export function messageForStatus(status: number): string {
  if (status === 0) return messages.offline;
  if (status === 400) return messages.badRequest;
  if (status === 401) return messages.sessionExpired;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  if (status === 409) return messages.conflict;
  if (status === 413) return messages.imageTooLarge;
  if (status === 422) return messages.invalidInput;
  if (status === 429) return messages.tooManyRequests;
  if (status === 500) return messages.serverError;
  if (status >= 502 && status <= 504) return messages.unavailable;
  return messages.unexpected;
}

type SessionExpiredHandler = (redirectToLogin: boolean) => void;
let onSessionExpired: SessionExpiredHandler = () => undefined;

/** The app decides how to go to /login (its router); the client only decides when. */
export function handleSessionExpiry(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

// Listing screens stay usable signed out, so an expired token there does not send anyone away.
const staysOnExpiry = (path: string) => /^\/(cars|drivers)(\/|\?|$)/.test(path);
const onAuthScreen = () => ['/login', '/signup'].includes(window.location.pathname);

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  /** Background calls (refreshing the user) clear an expired session but send nobody away. */
  redirectOnExpiry?: boolean;
  /** Act with this token instead of the session's, leaving the session alone (revoking an old one). */
  token?: string;
};

/**
 * The one way the web talks to the API: bearer token, 30 s timeout, spec §8's
 * messages, and the 401 routine (clear the session, then /login after 2 s).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = options.token ? null : sessionStore.get();
  const token = options.token ?? session?.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  // A plain controller and timer: older Android browsers lack AbortSignal.any.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), apiTimeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(messages.offline, 0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  if (response.ok) {
    if (response.status === 204) return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('application/json') ? await response.json() : await response.blob()) as T;
  }

  const payload = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: FieldErrors;
  };
  // Only the session this call was made with: a newer one (logged in meanwhile) stays.
  if (response.status === 401 && session && sessionStore.get()?.token === session.token) {
    sessionStore.clear();
    onSessionExpired(options.redirectOnExpiry !== false && !onAuthScreen() && !staysOnExpiry(path));
  }
  // Server errors keep the generic words; every other status may carry the server's own.
  const serverMessage = response.status < 500 ? payload.message : undefined;
  throw new ApiError(
    serverMessage || messageForStatus(response.status),
    response.status,
    payload.errors ?? {},
  );
}
