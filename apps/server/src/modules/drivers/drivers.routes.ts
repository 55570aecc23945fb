import {
  driverAliases,
  driverAnswer,
  driverContactAnswer,
  driverFileFields,
  driverListQuery,
  driverPage,
  registerDriverInput,
  updateDriverInput,
  similarDriversAnswer,
  windowQuery,
} from '@kodesha/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { parseInput } from '../../plugins/errors.js';
import type { PublicImages } from '../../plugins/public-images.js';
import { readBody, withFileFields } from '../../plugins/uploads.js';
import { toDriverView } from './driver.dto.js';
import { canSeePrivateDetails, type DriversService, type RatedDriver } from './drivers.service.js';

export function driversRoutes(
  app: App,
  deps: { drivers: DriversService; photos: PublicImages; hooks: AuthHooks },
): void {
  const { drivers, photos, hooks } = deps;
  const view = (request: FastifyRequest, driver: RatedDriver) =>
    toDriverView(driver, photos, { showPrivate: canSeePrivateDetails(request.user, driver) });

  app.get(
    '/drivers',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Verified, active drivers, filtered',
        querystring: driverListQuery,
        response: { 200: driverPage, ...errorAnswers(422) },
      },
    },
    async (request) => {
      const page = await drivers.listDrivers(request.query);
      return { ...page, data: page.data.map((driver) => view(request, driver)) };
    },
  );

  app.get(
    '/drivers/:id',
    {
      onRequest: hooks.identify,
      schema: {
        tags: ['drivers'],
        params: idParams,
        // Unverified or inactive: not found but by the driver and admins (rules §3.6).
        response: { 200: driverAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({
      data: view(request, await drivers.getDriver(request.user, request.params.id)),
    }),
  );

  app.get(
    '/drivers/:id/similar',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Up to 3 drivers like this one, free for a window (rules §4.17)',
        params: idParams,
        querystring: windowQuery,
        response: { 200: similarDriversAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      const found = await drivers.similarDrivers(request.params.id, {
        start: new Date(request.query.from),
        end: new Date(request.query.until),
      });
      return { data: found.map((driver) => view(request, driver)) };
    },
  );

  app.get(
    '/my-driver-profile',
    {
      onRequest: hooks.requireRole('driver'),
      schema: {
        tags: ['drivers'],
        // 404: the driver has not registered a profile yet.
        response: { 200: driverAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => ({ data: view(request, await drivers.myProfile(currentUser(request))) }),
  );

  app.post(
    '/drivers',
    {
      onRequest: hooks.requireRole('driver'),
      config: { rateLimit: 'driverWrite' },
      schema: {
        tags: ['drivers'],
        summary:
          'Register as a driver: multipart fields, `license_image` (required), `profile_image`',
        consumes: ['multipart/form-data'],
        // 409: a profile exists already (rules §3.2).
        response: { 201: driverAnswer, ...errorAnswers(400, 401, 403, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const form = await readBody(request, driverFileFields, 'request.malformed', driverAliases);
      const input = parseInput(registerDriverInput, form.fields);
      const driver = await drivers.register(currentUser(request), input, {
        licence: form.files.license_image?.[0],
        photo: form.files.profile_image?.[0],
      });
      return reply.status(201).send({ data: view(request, driver) });
    },
  );

  app.put(
    '/drivers/:id',
    {
      onRequest: hooks.requireRole('driver'),
      config: { rateLimit: 'driverWrite' },
      schema: {
        tags: ['drivers'],
        summary:
          'Change only the fields sent, including `is_available`; multipart may carry `profile_image` and a new `license_image`',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        response: { 200: driverAnswer, ...errorAnswers(400, 401, 403, 404, 413, 422, 429) },
      },
    },
    async (request) => {
      const form = await readBody(request, driverFileFields, 'request.malformed', driverAliases);
      const input = parseInput(updateDriverInput, withFileFields(form));
      const driver = await drivers.update(currentUser(request), request.params.id, input, {
        photo: form.files.profile_image?.[0],
        licence: form.files.license_image?.[0],
      });
      return { data: view(request, driver) };
    },
  );

  app.get(
    '/drivers/:id/contact',
    {
      onRequest: hooks.identify,
      config: { rateLimit: 'phoneReveal' },
      schema: {
        tags: ['drivers'],
        summary: "The driver's phone, for verified clients and admins",
        params: idParams,
        // rules §1.12: signed out 401; not a client, or a licence not verified, 403.
        response: { 200: driverContactAnswer, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const phone = await drivers.driverPhone(request.user, request.params.id);
      void reply.header('cache-control', 'private, no-store');
      return { data: { phone } };
    },
  );

  app.get(
    '/drivers/:id/license-image',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['drivers'],
        summary: "The licence's image, to the driver and admins (rules §3.4)",
        params: idParams,
        // The bytes are streamed as they are (Fastify serializes no stream); only errors are JSON.
        response: {
          200: z.unknown().describe('The image itself, `image/*`'),
          ...errorAnswers(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const image = await drivers.openLicenceImage(currentUser(request), request.params.id);
      return reply
        .type(image.type)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(image.stream);
    },
  );
}
