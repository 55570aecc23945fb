import {
  carContactView,
  carListQuery,
  carView,
  createCarInput,
  ownerDashboardView,
  pageQuery,
  updateCarInput,
} from '@kodesha/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParams, pageOf, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { parseInput } from '../../plugins/errors.js';
import type { PublicImages } from '../../plugins/public-images.js';
import { readImageForm, type MultipartForm } from '../../plugins/uploads.js';
import { toCarView } from './car.dto.js';
import { canSeeHiddenDetails, type CarsService } from './cars.service.js';

const carResponse = z.object({ data: carView });

/** POST and PUT take multipart (with photos, spec §7) or plain JSON (photo links only). */
async function readCarBody(request: FastifyRequest): Promise<MultipartForm> {
  if (request.isMultipart()) return readImageForm(request, 'images', 'car.tooManyImages');
  const body = request.body ?? {};
  return { fields: typeof body === 'object' ? (body as MultipartForm['fields']) : {}, images: [] };
}

export function carsRoutes(
  app: App,
  deps: { cars: CarsService; photos: PublicImages; hooks: AuthHooks },
): void {
  const { cars, photos, hooks } = deps;
  const view = (request: FastifyRequest, details: Parameters<typeof toCarView>[0]) =>
    toCarView(details, photos, { showPlate: canSeeHiddenDetails(request.user, details) });

  app.get(
    '/cars',
    {
      schema: {
        tags: ['cars'],
        summary: 'Active cars, filtered and sorted (DESIGN §1.2)',
        querystring: carListQuery,
        response: { 200: pageOf(carView) },
      },
    },
    async (request) => {
      const page = await cars.listCars(request.query);
      return { ...page, data: page.data.map((details) => view(request, details)) };
    },
  );

  app.get(
    '/cars/:id',
    {
      onRequest: hooks.identify,
      schema: { tags: ['cars'], params: idParams, response: { 200: carResponse } },
    },
    async (request) => ({
      data: view(request, await cars.getCar(request.user, request.params.id)),
    }),
  );

  app.get(
    '/cars/:id/contact',
    {
      onRequest: hooks.identify,
      schema: {
        tags: ['cars'],
        summary: "The owner's phone, for verified clients and admins (DESIGN §1.5)",
        params: idParams,
        response: { 200: z.object({ data: carContactView }) },
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
      schema: { tags: ['cars'], querystring: pageQuery, response: { 200: pageOf(carView) } },
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
      schema: {
        tags: ['cars'],
        summary: 'List a car: multipart fields and `images` files, or JSON with `image_urls`',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: carResponse },
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
      schema: {
        tags: ['cars'],
        summary: 'Change only the fields sent; `image_ids` keeps and orders the photos',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParams,
        response: { 200: carResponse },
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
      schema: { tags: ['cars'], params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await cars.deleteCar(currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/owner/dashboard',
    {
      onRequest: hooks.requireRole('owner'),
      schema: { tags: ['owner'], response: { 200: z.object({ data: ownerDashboardView }) } },
    },
    async (request) => {
      const own = await cars.countOwnCars(currentUser(request));
      // Bookings (issue 5) and messages (issue 6) are counted here once they exist.
      return {
        data: {
          stats: {
            total_cars: own.total,
            active_cars: own.active,
            total_bookings: 0,
            pending_bookings: 0,
            unread_messages: 0,
          },
        },
      };
    },
  );
}
