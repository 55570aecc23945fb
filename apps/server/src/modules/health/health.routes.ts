import { DomainError } from '@kodesha/domain';
import { z } from 'zod';
import type { App } from '../../http.js';
import type { UploadLineState } from '../../plugins/upload-turns.js';
import type { HealthService } from './health.service.js';

/**
 * rules §9.7: ok once the database answers and the line of uploads moves. A stuck line is a
 * 503 (`server.uploadsStuck`), so a load balancer or a person watching sees the server as
 * unwell; the log says how long and how many wait.
 */
export function healthRoutes(
  app: App,
  deps: { health: HealthService; uploads: { state(): UploadLineState } },
): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (request) => {
      await deps.health.check();
      const line = deps.uploads.state();
      if (line.stuckForMs > 0) {
        request.log.warn(line, 'uploads stuck: no turn has begun or ended while people wait');
        throw new DomainError('server.uploadsStuck');
      }
      return { status: 'ok' as const };
    },
  );
}
