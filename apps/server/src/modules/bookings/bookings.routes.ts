import {
  bookingAnswer,
  bookingDetailAnswer,
  bookingListAnswer,
  createBookingInput,
  myBookingsQuery,
  providerBookingsQuery,
  reviewInput,
  updateBookingStatusInput,
} from '@kodesha/domain';
import { errorAnswers, idParams, type App } from '../../http.js';
import { currentUser, type AuthHooks } from '../../plugins/auth.js';
import { toBookingDetailView, toBookingView, type BookingPhotos } from './booking.dto.js';
import type { BookingPage, BookingsService } from './bookings.service.js';

export function bookingsRoutes(
  app: App,
  deps: {
    bookings: BookingsService;
    photos: BookingPhotos;
    hooks: AuthHooks;
  },
): void {
  const { bookings, photos, hooks } = deps;
  const listView = (page: BookingPage, viewer: 'client' | 'provider') => ({
    ...page,
    data: page.data.map((details) => toBookingView(details, viewer, photos)),
  });

  app.post(
    '/bookings',
    {
      onRequest: hooks.authenticate,
      config: { rateLimit: 'bookingRequest' },
      schema: {
        tags: ['bookings'],
        summary: 'Request a car or driver for 1 to 8 hours; the server computes the price',
        body: createBookingInput,
        response: { 201: bookingAnswer, ...errorAnswers(401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const details = await bookings.requestBooking(currentUser(request), request.body);
      return reply.status(201).send({ data: toBookingView(details, 'client', photos) });
    },
  );

  app.get(
    '/my-bookings',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "The caller's own requests, with summary cards over all of them",
        querystring: myBookingsQuery,
        response: { 200: bookingListAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) =>
      listView(await bookings.myBookings(currentUser(request), request.query), 'client'),
  );

  app.get(
    '/bookings',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "Requests on the caller's cars or driver profile",
        querystring: providerBookingsQuery,
        response: { 200: bookingListAnswer, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request) =>
      listView(await bookings.providedBookings(currentUser(request), request.query), 'provider'),
  );

  app.get(
    '/bookings/:id',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'One booking with its timeline: its client, its provider or an admin',
        params: idParams,
        response: { 200: bookingDetailAnswer, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const found = await bookings.bookingHistory(currentUser(request), request.params.id);
      return { data: toBookingDetailView(found.details, found.actor, photos, found.history) };
    },
  );

  // rules §4.4: three spellings of one move, all through the domain's table.
  const moveRoute = {
    onRequest: hooks.authenticate,
    schema: {
      tags: ['bookings'],
      summary:
        "Move a booking's status (a move the status table does not allow is 409); a provider's decline may give the client a reason (`note`), any other move given one is 422",
      params: idParams,
      body: updateBookingStatusInput,
      response: { 200: bookingAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
    },
  };
  for (const [method, url] of [
    ['POST', '/bookings/:id/update-status'],
    ['PATCH', '/bookings/:id/status'],
    ['PATCH', '/bookings/:id'],
  ] as const)
    app.route({
      method,
      url,
      ...moveRoute,
      handler: async (request) => {
        const { details, actor } = await bookings.moveBooking(
          currentUser(request),
          request.params.id,
          request.body.status,
          request.body.note,
        );
        return { data: toBookingView(details, actor, photos) };
      },
    });

  app.post(
    '/bookings/:id/reviews',
    {
      onRequest: hooks.authenticate,
      schema: {
        tags: ['bookings'],
        summary: 'The client rates a completed booking, once (1 to 5 stars and a comment)',
        params: idParams,
        body: reviewInput,
        response: { 201: bookingAnswer, ...errorAnswers(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const details = await bookings.reviewBooking(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ data: toBookingView(details, 'client', photos) });
    },
  );
}
