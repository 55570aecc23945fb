import { DomainError, healthAnswer } from '@kodesha/domain';
import { errorAnswers, type App } from '../../http.js';
import type { UploadLineState } from '../../plugins/upload-turns.js';
import type { HealthService } from './health.service.js';

/**
 * rules §9.7: ok once the database answers and the line of uploads moves. A stuck line is a
 * 503 (`server.uploadsStuck`), so a load balancer or a person watching sees the server as
 * unwell; the log says how long and how many wait. A process that is stopping answers 503
 * (`server.stopping`) while it finishes what it has (record 22).
 */
export function healthRoutes(
  app: App,
  deps: {
    health: HealthService;
    uploads: { state(): UploadLineState };
    /** Whether this process is stopping (SIGTERM): then a 503, so it is sent no more. */
    stopping: () => boolean;
  },
): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: healthAnswer, ...errorAnswers(503) } } },
    async (request) => {
      if (deps.stopping()) throw new DomainError('server.stopping');
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
