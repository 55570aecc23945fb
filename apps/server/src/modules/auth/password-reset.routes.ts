import { forgotPasswordInput, messages, resetPasswordInput } from '@kodesha/domain';
import type { App } from '../../http.js';
import { errorAnswers, messageResponse } from '../../http.js';
import { languageOfRequest } from '../../plugins/errors.js';
import type { PasswordResetService } from './password-reset.service.js';

/** Getting back in (rules §1.14): ask for a link or a code, then choose a new password. */
export function passwordResetRoutes(app: App, deps: { resets: PasswordResetService }): void {
  const { resets } = deps;

  app.post(
    '/password/forgot',
    {
      // Per internet address (rules §9.12); per account and per number in the service.
      config: { rateLimit: 'passwordReset' },
      schema: {
        tags: ['auth'],
        body: forgotPasswordInput,
        response: { 202: messageResponse, ...errorAnswers(422, 429) },
      },
    },
    async (request, reply) => {
      // The same answer, after the same work, whether or not an account matches (rules §1.14).
      await resets.request(request.body, languageOfRequest(request));
      void reply.status(202);
      return { message: messages.resetRequested };
    },
  );

  app.post(
    '/password/reset',
    {
      // Per internet address (rules §9.12); a code's tries, and per number, in the service.
      config: { rateLimit: 'passwordResetTry' },
      schema: {
        tags: ['auth'],
        body: resetPasswordInput,
        // 422: a field, or the link's token or the code is wrong or spent (rules §1.14).
        response: { 200: messageResponse, ...errorAnswers(422, 429) },
      },
    },
    async (request) => {
      await resets.reset(request.body);
      return { message: messages.resetDone };
    },
  );
}
