import { messageKeyForCode, messages, type MessageKey } from '@kodesha/domain';
import type { z } from 'zod';
import { i18n } from './i18n';
import { sessionStore } from './session';

export const apiTimeoutMs = 30_000; // rules §9.17
export const sessionExpiredRedirectMs = 2_000; // rules §1.6

export type FieldErrors = Record<string, string[]>;

type ApiErrorDetails = {
  /** The server's stable code for the failure (a domain error code), when it sent one. */
  code?: string;
  /** On a 422, each field's codes, one per message of `errors`. */
  errorCodes?: FieldErrors;
  /** The key of the words this client chose itself (no connection, a server failure). */
  messageKey?: MessageKey;
};

export class ApiError extends Error {
  readonly code: string | undefined;
  readonly errorCodes: FieldErrors;
  readonly messageKey: MessageKey | undefined;

  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldErrors = {},
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code;
    this.errorCodes = details.errorCodes ?? {};
    this.messageKey = details.messageKey;
  }

  /** The key of the words to show: by the server's code, else the client's own choice. */
  get key(): MessageKey | undefined {
    return (this.code && messageKeyForCode(this.code)) || this.messageKey;
  }

  /** The key of one field error's words, by its code. */
  fieldKey(field: string, index = 0): MessageKey | undefined {
    const code = this.errorCodes[field]?.[index];
    return code ? messageKeyForCode(code) : undefined;
  }
}

/** rules §9.10: the key of what each status says when the server gave no message of its own. */
export function messageKeyForStatus(status: number): MessageKey {
  if (status === 0) return 'offline';
  if (status === 400) return 'badRequest';
  if (status === 401) return 'sessionExpired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 413) return 'imageTooLarge';
  if (status === 422) return 'invalidInput';
  if (status === 429) return 'tooManyRequests';
  if (status === 500) return 'serverError';
  if (status >= 502 && status <= 504) return 'unavailable';
  return 'unexpected';
}

export const messageForStatus = (status: number): string => messages[messageKeyForStatus(status)];

/** A failure this client words itself, by status (no connection is status 0). */
const genericError = (status: number, errors?: FieldErrors) =>
  new ApiError(messageForStatus(status), status, errors, {
    messageKey: messageKeyForStatus(status),
  });

/** How a request reaches the API: the network in a browser, the server itself when it renders a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
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
 * An answer that does not match the call's contract (record 29): in development and
 * tests it is thrown as is, naming the call and what did not match, so the break is seen
 * where it happens; in production it is reported (the console) and the person sees the
 * generic words of rules §9.10, never a screen drawn from a wrong answer.
 */
export class ApiContractError extends Error {
  constructor(
    readonly call: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `The answer of ${call} does not match its contract: ${issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
        .join('; ')}`,
    );
    this.name = 'ApiContractError';
  }
}

/** Whether a contract break is thrown as is (development, tests) or worded generically. */
const contractBreaksShow = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * `answer` parsed by `schema`, or the contract break said as `ApiContractError` explains
 * (`show`: thrown as is; else reported and worded generically).
 */
export function parseAnswer<S extends z.ZodType>(
  call: string,
  schema: S,
  answer: unknown,
  show = contractBreaksShow,
) {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data as z.output<S>;
  const breach = new ApiContractError(call, parsed.error.issues);
  if (show) throw breach;
  console.error(breach);
  throw new ApiError(messages.unexpected, 200, {}, { messageKey: 'unexpected' });
}

/**
 * The one way the web talks to the API: bearer token, 30 s timeout, the messages of
 * rules §9.10, the 401 routine (clear the session, then /login after 2 s), and the answer
 * parsed by its contract: `answer` is the call's schema from the domain (`null` for an
 * answer without a body, a 204).
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  answer: S,
  options?: RequestOptions,
): Promise<z.output<S>>;
export async function apiRequest(
  path: string,
  answer: null,
  options?: RequestOptions,
): Promise<undefined>;
export async function apiRequest(
  path: string,
  answer: z.ZodType | null,
  options: RequestOptions = {},
): Promise<unknown> {
  const body = await send(path, options);
  if (answer === null) return undefined;
  // A file (not JSON) is parsed too: its schema says it expects one (`use-licence-image`).
  return parseAnswer(`${options.method ?? 'GET'} ${path.split('?')[0]}`, answer, body);
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const session = options.token ? null : sessionStore.get();
  const token = options.token ?? session?.token;
  // The server's own words (a message without a code) come in the language shown.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  // A plain controller and timer: older Android browsers lack AbortSignal.any.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), apiTimeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel);

  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw genericError(0);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  if (response.ok) {
    if (response.status === 204) return undefined;
    const type = response.headers.get('content-type') ?? '';
    return type.includes('application/json') ? await response.json() : await response.blob();
  }

  const payload = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    errors?: FieldErrors;
    error_codes?: FieldErrors;
  };
  // Only the session this call was made with: a newer one (logged in meanwhile) stays.
  if (response.status === 401 && session && sessionStore.get()?.token === session.token) {
    sessionStore.clear();
    onSessionExpired(options.redirectOnExpiry !== false && !onAuthScreen() && !staysOnExpiry(path));
  }
  // Server errors keep the generic words; every other status may carry the server's own.
  if (response.status >= 500 || !payload.message)
    throw genericError(response.status, payload.errors);
  throw new ApiError(payload.message, response.status, payload.errors, {
    code: payload.code,
    errorCodes: payload.error_codes,
  });
}
