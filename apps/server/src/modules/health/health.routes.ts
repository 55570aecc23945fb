import { z } from 'zod';
import type { App } from '../../http.js';
import type { HealthService } from './health.service.js';

export function healthRoutes(app: App, deps: { health: HealthService }): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await deps.health.check();
      return { status: 'ok' as const };
    },
  );
}
