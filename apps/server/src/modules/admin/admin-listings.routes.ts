import {
  adminCarsQuery,
  adminCreateCarInput,
  adminCreateDriverInput,
  adminDriverAnswer,
  adminDriverPage,
  adminDriversQuery,
  adminUpdateCarInput,
  adminUpdateDriverInput,
  carAnswer,
  carFileFields,
  carPage,
  createdDriverAnswer,
  driverAliases,
  driverFileFields,
  licenceDecisions,
  messages,
  toggleStatusInput,
} from '@kodesha/domain';
import { z } from 'zod';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { parseInput } from '../../plugins/errors.js';
import type { PublicImages } from '../../plugins/public-images.js';
import { readBody, withFileFields } from '../../plugins/uploads.js';
import { toAdminCarView, toAdminDriverView } from './admin.dto.js';
import type { AdminListingsService } from './admin-listings.service.js';

const licenceDecision = z.object({
  status: z.enum(licenceDecisions, { error: messages.licenceStatusInvalid }),
});

/** The admin's calls on cars and drivers (rules §8.7, §8.8), admins only. */
export function adminListingsRoutes(
  app: App,
  deps: {
    listings: AdminListingsService;
    photos: { cars: PublicImages; drivers: PublicImages };
    hooks: AuthHooks;
  },
): void {
  const { listings, photos, hooks } = deps;
  const onRequest = hooks.requireRole('admin');
  const tags = ['admin'];
  const carView = (details: Parameters<typeof toAdminCarView>[0]) =>
    toAdminCarView(details, photos.cars);
  const driverView = (driver: Parameters<typeof toAdminDriverView>[0]) =>
    toAdminDriverView(driver, photos.drivers);

  app.get(
    '/admin/cars',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every car, newest first; search, active or inactive, one owner',
        querystring: adminCarsQuery,
        response: { 200: carPage, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const page = await listings.listCars(request.query);
      return { ...page, data: page.data.map(carView) };
    },
  );

  app.get(
    '/admin/cars/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParams,
        response: { 200: carAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      data: carView(await listings.getCar(currentUser(request), request.params.id)),
    }),
  );

  app.post(
    '/admin/cars',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A car for the owner chosen (`owner_id`), with an owner's checks; multipart or JSON",
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: carAnswer, ...errorAnswers(400, 401, 403, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const form = await readBody(request, carFileFields, 'car.tooManyImages');
      const input = parseInput(adminCreateCarInput, form.fields);
      const car = await listings.createCar(currentUser(request), input, form.files.images ?? []);
      return reply.status(201).send({ data: carView(car) });
    },
  );

  app.put(
    '/admin/cars/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change what is sent; `owner_id` hands the car to another owner',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: carAnswer, ...errorAnswers(400, 401, 403, 404, 413, 422, 429) },
      },
    },
    async (request) => {
      const form = await readBody(request, carFileFields, 'car.tooManyImages');
      const input = parseInput(adminUpdateCarInput, withFileFields(form));
      const car = await listings.updateCar(
        currentUser(request),
        request.params.id,
        input,
        form.files.images ?? [],
      );
      return { data: carView(car) };
    },
  );

  app.delete(
    '/admin/cars/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParams,
        response: { 204: z.null(), ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await listings.deleteCar(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/cars/:id/toggle-status',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Show (`is_active: true`) or hide a car',
        params: idParams,
        body: toggleStatusInput,
        // 409: the owner's account is deleted, so the car cannot be shown again.
        response: { 200: carAnswer, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: carView(
        await listings.setCarActive(
          currentUser(request),
          request.params.id,
          request.body.is_active,
        ),
      ),
    }),
  );

  app.get(
    '/admin/drivers',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every driver, newest first; search, status, verification; summary counts',
        querystring: adminDriversQuery,
        response: { 200: adminDriverPage, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const page = await listings.listDrivers(request.query);
      return { ...page, data: page.data.map(driverView) };
    },
  );

  app.get(
    '/admin/drivers/:id',
    {
      onRequest,
      schema: {
        tags,
        params: idParams,
        response: { 200: adminDriverAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: driverView(await listings.getDriver(request.params.id)) }),
  );

  app.post(
    '/admin/drivers',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "A driver's account and profile; blank email or password are made up and answered once",
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: createdDriverAnswer, ...errorAnswers(400, 401, 403, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const form = await readBody(request, driverFileFields, 'request.malformed', driverAliases);
      const input = parseInput(adminCreateDriverInput, form.fields);
      const created = await listings.createDriver(currentUser(request), input, {
        licence: form.files.license_image?.[0],
        photo: form.files.profile_image?.[0],
      });
      return reply.status(201).send({
        data: driverView(created.driver),
        temporary_password: created.temporaryPassword,
      });
    },
  );

  app.put(
    '/admin/drivers/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change what is sent of the profile (and the account phone)',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        response: { 200: adminDriverAnswer, ...errorAnswers(400, 401, 403, 404, 413, 422, 429) },
      },
    },
    async (request) => {
      const form = await readBody(request, ['profile_image'], 'request.malformed', driverAliases);
      const input = parseInput(adminUpdateDriverInput, withFileFields(form));
      const driver = await listings.updateDriver(
        currentUser(request),
        request.params.id,
        input,
        form.files.profile_image?.[0],
      );
      return { data: driverView(driver) };
    },
  );

  app.post(
    '/admin/drivers/:id/toggle-status',
    {
      onRequest,
      schema: {
        tags,
        params: idParams,
        body: toggleStatusInput,
        // 409: the driver's account is deleted, so the profile cannot be shown again.
        response: { 200: adminDriverAnswer, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: driverView(
        await listings.setDriverActive(
          currentUser(request),
          request.params.id,
          request.body.is_active,
        ),
      ),
    }),
  );

  app.post(
    '/admin/drivers/:id/verify-license',
    {
      onRequest,
      schema: {
        tags,
        params: idParams,
        body: licenceDecision,
        // rules §3.4: only a pending licence is decided (409 otherwise).
        response: { 200: adminDriverAnswer, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      data: driverView(
        await listings.decideDriverLicence(
          currentUser(request),
          request.params.id,
          request.body.status,
        ),
      ),
    }),
  );
}
