import {
  carAnswer,
  carContactAnswer,
  carFileFields,
  carListQuery,
  carPage,
  createCarInput,
  pageQuery,
  publicCarPage,
  similarCarsAnswer,
  updateCarInput,
  windowQuery,
} from '@kodesha/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { parseInput } from '../../plugins/errors.js';
import type { PublicImages } from '../../plugins/public-images.js';
import { readBody, withFileFields } from '../../plugins/uploads.js';
import { createTtlCache } from '../../shared/ttl-cache.js';
import { toCarView } from './car.dto.js';
import { canSeeHiddenDetails, type CarsService } from './cars.service.js';

/** How long an answer of the public list may be served from memory. */
export const publicListTtlMs = 5000;

/** POST and PUT take multipart (with photos, rules §2.11) or plain JSON (photo links only). */
async function readCarBody(request: FastifyRequest) {
  const form = await readBody(request, carFileFields, 'car.tooManyImages');
  return { fields: withFileFields(form), images: form.files.images ?? [] };
}

export function carsRoutes(
  app: App,
  deps: { cars: CarsService; photos: PublicImages; hooks: AuthHooks; clock: () => Date },
): void {
  const { cars, photos, hooks, clock } = deps;
  const view = (request: FastifyRequest, details: Parameters<typeof toCarView>[0]) =>
    toCarView(details, photos, { showPlate: canSeeHiddenDetails(request.user, details) });

  /**
   * The public list is read far more than written, and the same searches come again and
   * again: an answer is kept, serialised, for a few seconds, and any car written through
   * this process starts afresh (the key carries the service's version). Another server
   * process sees a change within `publicListTtlMs`. Measured by `npm run bench:cars`.
   */
  const publicPages = createTtlCache<string>({
    ttlMs: publicListTtlMs,
    maxEntries: 1000,
    now: () => clock().getTime(),
  });

  app.get(
    '/cars',
    {
      schema: {
        tags: ['cars'],
        summary: 'Active cars, filtered and sorted',
        querystring: carListQuery,
        response: { 200: publicCarPage, ...errorAnswers(422) },
      },
    },
    async (request, reply) => {
      const key = `${cars.version()}:${JSON.stringify(request.query)}`;
      const body = await publicPages.get(key, async () => {
        const page = await cars.listCars(request.query);
        // The response schema still decides what leaves; a string skips the second pass.
        return JSON.stringify(
          publicCarPage.parse({
            ...page,
            data: page.data.map((details) => view(request, details)),
          }),
        );
      });
      // Fastify sends a JSON string as it is; the type provider only knows the object form.
      const serialised = body as unknown as z.infer<typeof publicCarPage>;
      return reply.type('application/json; charset=utf-8').send(serialised);
    },
  );

  app.get(
    '/cars/:id',
    {
      onRequest: hooks.identify,
      schema: {
        tags: ['cars'],
        params: idParams,
        // An inactive car is not found but by its owner and admins (rules §2.5).
        response: { 200: carAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => ({
      data: view(request, await cars.getCar(request.user, request.params.id)),
    }),
  );

  app.get(
    '/cars/:id/similar',
    {
      schema: {
        tags: ['cars'],
        summary: 'Up to 3 cars like this one, free for a window (rules §4.17)',
        params: idParams,
        querystring: windowQuery,
        response: { 200: similarCarsAnswer, ...errorAnswers(404, 422) },
      },
    },
    async (request) => {
      const found = await cars.similarCars(request.params.id, {
        start: new Date(request.query.from),
        end: new Date(request.query.until),
      });
      return { data: found.map((details) => view(request, details)) };
    },
  );

  app.get(
    '/cars/:id/contact',
    {
      onRequest: hooks.identify,
      config: { rateLimit: 'phoneReveal' },
      schema: {
        tags: ['cars'],
        summary: "The owner's phone, for verified clients and admins",
        params: idParams,
        // rules §1.12: signed out 401; not a client, or a licence not verified, 403.
        response: { 200: carContactAnswer, ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const phone = await cars.ownerPhone(request.user, request.params.id);
      void reply.header('cache-control', 'private, no-store');
      return { data: { phone } };
    },
  );

  app.get(
    '/my-cars',
    {
      onRequest: hooks.requireRole('owner'),
      schema: {
        tags: ['cars'],
        querystring: pageQuery,
        response: { 200: carPage, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) => {
      const page = await cars.listOwnCars(currentUser(request), request.query);
      return { ...page, data: page.data.map((details) => view(request, details)) };
    },
  );

  app.post(
    '/cars',
    {
      onRequest: hooks.requireRole('owner'),
      config: { rateLimit: 'carWrite' },
      schema: {
        tags: ['cars'],
        summary: 'List a car: multipart fields and `images` files, or JSON with `image_urls`',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: carAnswer, ...errorAnswers(400, 401, 403, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const form = await readCarBody(request);
      const input = parseInput(createCarInput, form.fields);
      const details = await cars.createCar(currentUser(request), input, form.images);
      return reply.status(201).send({ data: view(request, details) });
    },
  );

  app.put(
    '/cars/:id',
    {
      onRequest: hooks.requireRole('owner'),
      config: { rateLimit: 'carWrite' },
      schema: {
        tags: ['cars'],
        summary: 'Change only the fields sent; `image_ids` keeps and orders the photos',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: carAnswer, ...errorAnswers(400, 401, 403, 404, 413, 422, 429) },
      },
    },
    async (request) => {
      const form = await readCarBody(request);
      const input = parseInput(updateCarInput, form.fields);
      const details = await cars.updateCar(
        currentUser(request),
        request.params.id,
        input,
        form.images,
      );
      return { data: view(request, details) };
    },
  );

  app.delete(
    '/cars/:id',
    {
      onRequest: hooks.requireRole('owner'),
      config: { rateLimit: 'carWrite' },
      schema: {
        tags: ['cars'],
        params: idParams,
        response: { 204: z.null(), ...errorAnswers(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      await cars.deleteCar(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
