import { DomainError, type Role } from '@kodesha/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../db/schema/users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; null on public routes. */
    user: UserRecord | null;
    /** The bearer token's session, so logout can revoke exactly it. */
    sessionToken: string | null;
  }
}

export type SessionLookup = (token: string) => Promise<UserRecord | undefined>;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): UserRecord {
  if (!request.user) throw new DomainError('auth.unauthenticated');
  return request.user;
}

/**
 * Hooks that routes put in `onRequest`, so the token is checked before the body is
 * read: a protected call with a bad body and no token answers 401 (rules §1.6).
 */
export function createAuthHooks(findSessionUser: SessionLookup) {
  async function signIn(request: FastifyRequest): Promise<UserRecord> {
    const token = bearerToken(request);
    const user = token ? await findSessionUser(token) : undefined;
    if (!token || !user) throw new DomainError('auth.unauthenticated');
    request.user = user;
    request.sessionToken = token;
    return user;
  }

  /**
   * A signed-in user. One whose password an admin set (rules §8.5) may do nothing else
   * until they choose their own: 403 with a code the screens send to the change.
   */
  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const user = await signIn(request);
    if (user.mustChangePassword) throw new DomainError('auth.passwordChangeRequired');
  }

  /** `authenticate` for the calls a temporary password still reaches: me, logout, the change itself. */
  async function authenticateWithTemporaryPassword(
    request: FastifyRequest,
    _reply: FastifyReply,
  ): Promise<void> {
    await signIn(request);
  }

  /**
   * Public routes that show more to some viewers (an owner sees their inactive car): the
   * user when a valid token came, else nobody. A stale token is no error here.
   */
  async function identify(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    const user = token ? await findSessionUser(token) : undefined;
    if (token && user) {
      request.user = user;
      request.sessionToken = token;
    }
  }

  function requireRole(...allowed: Role[]) {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await authenticate(request, reply);
      if (!allowed.includes(currentUser(request).role)) {
        throw new DomainError(
          allowed.length === 1 && allowed[0] === 'admin' ? 'auth.adminOnly' : 'auth.forbidden',
        );
      }
    };
  }

  return { authenticate, authenticateWithTemporaryPassword, identify, requireRole };
}

export type AuthHooks = ReturnType<typeof createAuthHooks>;

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  // An answer for a signed-in person is theirs alone: no shared or browser cache keeps it.
  // So is one to a request that sent a token (even refused) or that changed something:
  // login and sign-up answer with a session token (rules §1.6).
  app.addHook('onSend', async (request, reply, payload) => {
    const personal =
      request.user !== null ||
      request.headers.authorization !== undefined ||
      !['GET', 'HEAD'].includes(request.method);
    if (personal && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
