import type { FastifyError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggable } from './errors.js';

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
