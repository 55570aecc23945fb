import {
  licenceImageFile,
  messages,
  ownUserAnswer,
  phoneVerifyInput,
  preferredLanguageInput,
  updateProfileInput,
  userAnswer,
} from '@kodesha/domain';
import type { App } from '../../http.js';
import { errorAnswers, idParams, messageResponse } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { languageOfRequest } from '../../plugins/errors.js';
import { readSingleImage } from '../../plugins/uploads.js';
import { toUserDto } from './user.dto.js';
import type { UsersService } from './users.service.js';

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
        // 403: another person's account (rules §1.8); 422: a field, the email taken, or the
        // current password missing or wrong.
        response: { 200: userAnswer, ...errorAnswers(401, 403, 404, 422, 429) },
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
        response: { 200: ownUserAnswer, ...errorAnswers(401, 422) },
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
      schema: {
        tags: ['users'],
        // 422: no phone, or one that is not a number; 429: too many codes an hour; 503: no SMS
        // gateway is set up (rules §10.4).
        response: { 202: messageResponse, ...errorAnswers(401, 403, 422, 429, 503) },
      },
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
        // 422: the code is wrong or spent; 429: too many tries (rules §10.7).
        response: { 200: ownUserAnswer, ...errorAnswers(401, 403, 422, 429) },
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
        // 409: a licence already verified (rules §1.9); 413: over 5 MB; 422: no image, or not
        // an image; 429: too many uploads, or the line of uploads is full (rules §9.12).
        response: { 200: userAnswer, ...errorAnswers(401, 403, 404, 409, 413, 422, 429) },
      },
    },
    async (request) => {
      const image = await readSingleImage(request, 'license_image', 'licence.required');
      return { data: toUserDto(await users.submitLicence(currentUser(request), image)) };
    },
  );

  app.get(
    '/users/:id/license-image',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['users'],
        params: idParams,
        // 403: another person's licence; 404: no such account, or no photo.
        response: { 200: licenceImageFile, ...errorAnswers(401, 403, 404) },
      },
    },
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
