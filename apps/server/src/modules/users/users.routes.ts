import {
  messages,
  phoneVerifyInput,
  preferredLanguageInput,
  updateProfileInput,
  userView,
} from '@kodesha/domain';
import { z } from 'zod';
import type { App } from '../../http.js';
import { idParams } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { languageOfRequest } from '../../plugins/errors.js';
import { readSingleImage } from '../../plugins/uploads.js';
import { toUserDto } from './user.dto.js';
import type { UsersService } from './users.service.js';

const userResponse = z.object({ data: userView });

export function usersRoutes(app: App, deps: { users: UsersService; hooks: AuthHooks }): void {
  const { users, hooks } = deps;

  app.put(
    '/users/:id',
    {
      onRequest: hooks.authenticate,
      // A new email is checked against the current password: a second way to guess it.
      config: { rateLimit: 'passwordChange' },
      schema: {
        tags: ['users'],
        params: idParams,
        body: updateProfileInput,
        response: { 200: userResponse },
      },
    },
    async (request) => ({
      data: toUserDto(
        await users.updateProfile(currentUser(request), request.params.id, request.body),
      ),
    }),
  );

  // rules §9.15: the language a signed-in person chose, kept for their other devices.
  app.put(
    '/me/preferred-language',
    {
      onRequest: hooks.authenticateWithTemporaryPassword,
      schema: {
        tags: ['users'],
        body: preferredLanguageInput,
        response: { 200: z.object({ user: userView }) },
      },
    },
    async (request) => ({
      user: toUserDto(
        await users.choosePreferredLanguage(
          currentUser(request).id,
          request.body.preferred_language,
        ),
      ),
    }),
  );

  // rules §10.7: a 6-digit code by SMS to the account's phone, then the code back.
  app.post(
    '/me/phone/verification',
    {
      onRequest: hooks.authenticate,
      schema: { tags: ['users'], response: { 202: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      await users.sendPhoneCode(currentUser(request).id, languageOfRequest(request));
      void reply.status(202);
      return { message: messages.phoneCodeSent };
    },
  );

  app.post(
    '/me/phone/verify',
    {
      onRequest: hooks.authenticate,
      // Per account (rules §9.12); per number in the service.
      config: { rateLimit: 'phoneVerify' },
      schema: {
        tags: ['users'],
        body: phoneVerifyInput,
        response: { 200: z.object({ user: userView }) },
      },
    },
    async (request) => ({
      user: toUserDto(await users.verifyPhone(currentUser(request).id, request.body.code)),
    }),
  );

  app.post(
    '/account/license',
    {
      onRequest: hooks.authenticate,
      config: { rateLimit: 'licenceUpload' },
      schema: {
        tags: ['users'],
        consumes: ['multipart/form-data'],
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const image = await readSingleImage(request, 'license_image', 'licence.required');
      return { data: toUserDto(await users.submitLicence(currentUser(request), image)) };
    },
  );

  app.get(
    '/users/:id/license-image',
    { onRequest: hooks.authenticate, schema: { tags: ['users'], params: idParams } },
    async (request, reply) => {
      const image = await users.openLicenceImage(currentUser(request), request.params.id);
      return reply
        .type(image.type)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(image.stream);
    },
  );
}
