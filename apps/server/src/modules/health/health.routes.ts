import { z } from 'zod';
import { pingDatabase, type Database } from '../../db/client.js';
import type { App } from '../../http.js';

export function healthRoutes(app: App, deps: { db: Database }): void {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await pingDatabase(deps.db);
      return { status: 'ok' as const };
    },
  );
}
