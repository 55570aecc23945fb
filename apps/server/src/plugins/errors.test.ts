import {
  DomainError,
  emailAddress,
  messageKeyForCode,
  messages,
  newPassword,
} from '@kodesha/domain';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParams } from '../http.js';
import {
  answerUnknownPaths,
  loggable,
  parseInput,
  registerErrorHandling,
  type ErrorBody,
} from './errors.js';

/**
 * Shaped like drizzle's DrizzleQueryError: the query and its parameters in the message.
 * Drizzle itself leaves the name 'Error'; the message gives it away.
 */
function failedInsert(name = 'DrizzleQueryError'): FastifyError {
  const error = new Error(
    'Failed query: insert into "users" ("name", "email", "password_hash") values ($1, $2, $3)' +
      '\nparams: x@y.rw,$argon2id$v=19$m=19456$abc',
    { cause: { code: '22021', message: 'invalid byte sequence' } },
  );
  error.name = name;
  return error as FastifyError;
}

describe('loggable', () => {
  it.each(['DrizzleQueryError', 'Error'])(
    "keeps a failed query's parameters (emails, password hashes) out of the log (named %s)",
    (name) => {
      const logged = JSON.stringify(loggable(failedInsert(name)));
      expect(logged).not.toContain('argon2');
      expect(logged).not.toContain('x@y.rw');
      expect(logged).not.toContain('params:');
      expect(logged).toContain('22021');
    },
  );

  it("keeps the database's error code and its own words", () => {
    const logged = loggable(failedInsert());
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      code: '22021',
      cause: 'invalid byte sequence',
    });
    const text = JSON.stringify(logged);
    expect(text).toContain('22021');
    expect(text).toContain('invalid byte sequence');
  });

  it('keeps the stack frames but not the message lines at the top of the stack', () => {
    const error = failedInsert();
    const { stack } = loggable(error) as { stack: string };
    expect(error.stack?.split('\n')[0]).toContain('Failed query');
    expect(stack).not.toContain('Failed query');
    expect(stack).not.toContain(error.stack?.split('\n')[0]);
    expect(stack.split('\n')[0]).toMatch(/^\s+at /);
    expect(stack).toContain('errors.test.ts');
  });

  it('keeps the message of an error that is not a query', () => {
    const error = Object.assign(new Error('disk full'), { code: 'ENOSPC' }) as FastifyError;
    expect(loggable(error)).toMatchObject({ type: 'Error', code: 'ENOSPC', message: 'disk full' });
  });
});

describe('registerErrorHandling: every error answer carries a code', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(
      async (api) => {
        answerUnknownPaths(api);
        api.get('/unauthenticated', async () => {
          throw new DomainError('auth.unauthenticated');
        });
        api.get('/forbidden', async () => {
          throw new DomainError('auth.adminOnly');
        });
        api.get('/conflict', async () => {
          throw new DomainError('booking.slotTaken');
        });
        api.get('/taken', async () => {
          throw new DomainError('auth.emailTaken');
        });
        api.get('/limited', async () => {
          throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
        });
        api.get('/broken', async () => {
          throw new Error('disk full');
        });
        api.get('/items/:id', { schema: { params: idParams } }, async () => 'found');
        api.post(
          '/accounts',
          { schema: { body: z.object({ email: emailAddress, password: newPassword }) } },
          async () => 'made',
        );
        api.post(
          '/counts',
          { schema: { body: z.object({ count: z.number().int() }) } },
          async () => 'counted',
        );
        api.post('/multipart', async () =>
          parseInput(z.object({ email: emailAddress, password: newPassword }), {
            email: 'x',
            password: 'short',
          }),
        );
      },
      { prefix: '/api' },
    );
  });
  afterAll(() => app.close());

  it.each([
    ['/api/unauthenticated', 401, 'auth.unauthenticated', messages.sessionExpired],
    ['/api/forbidden', 403, 'auth.adminOnly', messages.adminOnly],
    ['/api/conflict', 409, 'booking.slotTaken', messages.bookingSlotTaken],
    ['/api/limited', 429, 'request.rateLimited', messages.tooManyRequests],
    ['/api/broken', 500, 'server.unexpected', messages.serverError],
    ['/api/no-such-path', 404, 'request.notFound', messages.notFound],
    ['/api/items/abc', 404, 'request.notFound', messages.notFound],
  ])('GET %s answers %i with code %s', async (url, status, code, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ code, message });
  });

  it('a domain error on a field answers 422 with the field, its message and its code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/taken' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'auth.emailTaken',
      message: messages.emailTaken,
      errors: { email: [messages.emailTaken] },
      error_codes: { email: ['auth.emailTaken'] },
    });
  });

  it('a schema refusing two fields answers 422 with a code for each field error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: { email: 'not-an-email', password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe('request.invalid');
    expect(body.errors).toEqual({
      email: [messages.emailInvalid],
      password: [messages.passwordTooShort],
    });
    expect(body.error_codes).toEqual({
      email: ['invalid.emailInvalid'],
      password: ['invalid.passwordTooShort'],
    });
    // The joined message holds both; each code resolves to its own message key.
    expect(body.message).toContain(messages.emailInvalid);
    expect(body.message).toContain(messages.passwordTooShort);
    for (const codes of Object.values(body.error_codes ?? {}))
      for (const code of codes) expect(messageKeyForCode(code)).toBeDefined();
  });

  it('input a route parses itself answers the same 422 shape', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/multipart' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toMatchObject({
      code: 'request.invalid',
      errors: { email: [messages.emailInvalid], password: [messages.passwordTooShort] },
      error_codes: { email: ['invalid.emailInvalid'], password: ['invalid.passwordTooShort'] },
    });
  });

  it('a field message that is not one of ours is coded request.invalid', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/counts',
      payload: { count: 'many' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error_codes).toEqual({ count: ['request.invalid'] });
  });

  it('malformed JSON answers 400 with request.malformed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'request.malformed', message: messages.badRequest });
  });
});
