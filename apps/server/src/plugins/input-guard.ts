import { DomainError } from '@kodesha/domain';
import type { FastifyInstance } from 'fastify';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1),
  );
}

/**
 * PostgreSQL cannot store a NUL character in text, so one in any input would fail deep in
 * a query. Every route refuses it up front as a malformed request (400), whatever its schema.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new DomainError('request.malformed');
    }
  });
}
