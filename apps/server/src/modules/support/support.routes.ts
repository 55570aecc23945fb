import { z } from 'zod';
import type { App } from '../../http.js';

/**
 * How to reach the team (rules §6.2, the ticket page's Need Help block): the phone set in
 * `SUPPORT_PHONE`, or null when none is, so the page shows its e-mail address alone.
 */
export function supportRoutes(app: App, deps: { phone: string | undefined }): void {
  app.get(
    '/support-contact',
    {
      schema: {
        tags: ['support'],
        response: { 200: z.object({ phone: z.string().nullable() }) },
      },
    },
    async () => ({ phone: deps.phone ?? null }),
  );
}
