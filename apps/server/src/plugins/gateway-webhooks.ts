import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@kodesha/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../http.js';

/** Whether `given` is the webhook's secret, compared in constant time (rules §10.8). */
function isWebhookToken(given: string, secret: string | undefined): boolean {
  if (!secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The SMS gateway's callbacks (rules §10.8, §10.10): form-encoded bodies, to a secret path.
 * `register` gets a scope that reads them; `checkToken` answers 404 to a wrong or unset one,
 * as if the path did not exist.
 */
export function gatewayWebhooks(app: App, secret: string | undefined) {
  return {
    checkToken(given: string): void {
      if (!isWebhookToken(given, secret)) throw new DomainError('request.notFound');
    },
    register(routes: (scope: App) => void): void {
      void app.register(async (plain) => {
        const scope = plain.withTypeProvider<ZodTypeProvider>();
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string' },
          (_request, body, done) => {
            done(null, Object.fromEntries(new URLSearchParams(String(body))));
          },
        );
        routes(scope);
      });
    },
  };
}
