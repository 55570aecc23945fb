import { supportContactAnswer } from '@kodesha/domain';
import type { App } from '../../http.js';

/**
 * How to reach the team (rules §6.2, the ticket page's Need Help block): the phone set in
 * `SUPPORT_PHONE`, or null when none is, so the page shows its e-mail address alone.
 */
export function supportRoutes(app: App, deps: { phone: string | undefined }): void {
  app.get(
    '/support-contact',
    {
      // Public, with nothing to check: no error answer of its own.
      schema: { tags: ['support'], response: { 200: supportContactAnswer } },
    },
    async () => ({ phone: deps.phone ?? null }),
  );
}
