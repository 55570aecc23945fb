import { isIPv6 } from 'node:net';
import { DomainError } from '@kodesha/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { secondsUntil, type CounterWindow, type RateCounters } from '../db/rate-counters.js';

/** At most `max` hits in a fixed window of `timeWindow` milliseconds. */
export type RateWindow = { max: number; timeWindow: number };

/**
 * Who a limit counts (rules §9.12): the signed-in account (after its token is checked, so
 * one person's limit does not depend on the address they come from), or — only for what a
 * stranger can do — the caller's address. A carrier puts a whole town's phones behind a
 * handful of addresses: a signed-in action counted per address would let twenty-five people
 * in a café use up the twenty-sixth's turn.
 */
const countedBy = {
  /** Registering hashes a password (memory-hard, ~19 MiB each). */
  register: 'address',
  /** Asking for a password-reset message (a link or a code); no account is signed in. */
  passwordReset: 'address',
  /** Trying a reset link's token or a code with a new password; no account is signed in. */
  passwordResetTry: 'address',
  /** Trying the code sent to one's own phone (`POST /api/me/phone/verify`). */
  phoneVerify: 'account',
  /** Licence photos are up to 5 MB each. */
  licenceUpload: 'account',
  /** Password changes, and profile changes (a new email needs the current password, rules §1.8). */
  passwordChange: 'account',
  /** Each ticket request reaches a person on the team, who answers it by hand. */
  ticketRequest: 'account',
  /** Each GPS request reaches the installation team. */
  gpsRequest: 'account',
  /** Chat messages, and the first message that may open a chat. */
  chatMessage: 'account',
  /** `POST /api/bookings`: each one reaches an owner or a driver. */
  bookingRequest: 'account',
  /** `POST /api/events/ticket`: a pass for the live stream. */
  streamPass: 'account',
  /** An owner's or a driver's phone number (rules §1.12). */
  phoneReveal: 'account',
  /** Creating, changing or deleting a car, photos included (each may carry ten images). */
  carWrite: 'account',
  /** Registering or changing one's driver profile, its photo and licence included. */
  driverWrite: 'account',
} as const satisfies Record<string, 'address' | 'account'>;

export type RateLimitName = keyof typeof countedBy;
/** The windows of every limit; a limit holds when every one of its windows does. */
export type RateLimits = Record<RateLimitName, readonly RateWindow[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limit this route counts against (rules §9.12); routes sharing a name share one budget. */
    rateLimit?: RateLimitName;
  }
}

const minute = 60_000;
const hour = 60 * minute;
const perMinute = (max: number): RateWindow => ({ max, timeWindow: minute });
const perHour = (max: number): RateWindow => ({ max, timeWindow: hour });

/**
 * The numbers of rules §9.12, all in one place. The per-account ones are generous for a
 * person at a phone and tight for a script: the burst a review measured (60 messages, 40
 * booking requests, 100 stream passes, 20 phone numbers in a third of a second) ends in
 * 429 well before it is through; the hourly windows stop a script that paces itself.
 * The per-address ones are set for a carrier's shared address: rules §9.12 says how.
 */
export const defaultRateLimits: RateLimits = {
  register: [perHour(100)],
  passwordReset: [perHour(30)],
  // Each reset asked for is tried a few times at most (a code has 5 tries).
  passwordResetTry: [perHour(60)],
  // 3 codes an hour of 5 tries each, and a few typos more.
  phoneVerify: [perHour(20)],
  // A person retakes a blurred photo a few times, not ten.
  licenceUpload: [perHour(10)],
  passwordChange: [{ max: 10, timeWindow: 15 * minute }],
  ticketRequest: [perHour(20)],
  gpsRequest: [perHour(20)],
  // A lively conversation is a message every few seconds, not twenty a minute for long.
  chatMessage: [perMinute(20), perHour(300)],
  // Each request is a filled-in form; a person retries a refused slot a few times at most.
  bookingRequest: [perMinute(5), perHour(30)],
  // One pass per tab, per reload and per reconnect (1 s, 2 s, 4 s … then 30 s apart), and
  // one every 30 minutes while a stream stays open (rules §5.8).
  streamPass: [perMinute(20), perHour(200)],
  // A reveal is a click on one listing's "Show phone"; nothing reveals on its own.
  phoneReveal: [perMinute(6), perHour(40)],
  carWrite: [perMinute(10), perHour(100)],
  driverWrite: [perMinute(10), perHour(60)],
};

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 one by its /64 network.
 * One IPv6 connection usually holds a whole /64 and can change address within it at will.
 */
export function addressKeyOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [
          ...front,
          ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'),
          ...back,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts every route that names a limit (`config: { rateLimit: 'chatMessage' }`) in the
 * database's `rate_counters` (record 12), so every server process counts against the same
 * limit. The count comes after the route's own `onRequest` hooks (the token check), before
 * the body is read; a refusal is a 429 through the error handler, with `Retry-After`.
 */
export function registerRateLimits(
  app: FastifyInstance,
  deps: { counters: RateCounters; limits: RateLimits; clock: () => Date },
): void {
  const { counters, limits, clock } = deps;

  const subjectOf = (name: RateLimitName, request: FastifyRequest): string | undefined => {
    if (countedBy[name] === 'address') return `address:${addressKeyOf(request.ip)}`;
    // A route that lets visitors in (a phone reveal) refuses them itself; it counts people.
    return request.user ? `user:${request.user.id}` : undefined;
  };

  // A limit per account needs the account: its route must check the token first.
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (name && countedBy[name] === 'account' && !route.onRequest)
      throw new Error(`${route.url} counts ${name} per account but checks no token`);
  });

  const countAgainst =
    (name: RateLimitName): onRequestHookHandler =>
    async (request: FastifyRequest, _reply: FastifyReply) => {
      const subject = subjectOf(name, request);
      if (!subject) return;
      const windows = limits[name];
      const keyed: CounterWindow[] = windows.map((window) => ({
        key: `${name}:${window.timeWindow}:${subject}`,
        windowMs: window.timeWindow,
      }));
      const now = clock();
      const states = await counters.hit(keyed, now);
      let retryAt: number | undefined;
      for (const window of windows) {
        const state = states.find((s) => s.key === `${name}:${window.timeWindow}:${subject}`);
        if (state && state.hits > window.max)
          retryAt = Math.max(retryAt ?? 0, state.windowEndsAt.getTime());
      }
      if (retryAt !== undefined)
        throw new DomainError('request.rateLimited', {
          retryAfterSeconds: secondsUntil(retryAt, now),
        });
    };

  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    const own = route.onRequest;
    const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
    route.onRequest = [...hooks, countAgainst(name)];
  });
  // Counters whose window has ended are deleted by a job (`rate-counters.sweep`, services.ts).
}
