import { z } from 'zod';
import { dataOf, pageOf } from '../contract/answers.js';
import { carContactView, carView } from './car.view.js';
import { similarItemsLimit } from '../calendars/search-window.js';

/**
 * The answers of the car calls (record 29): the server serializes with them, the web
 * parses with the same.
 */

/** One car: `GET /api/cars/{id}`, `POST`/`PUT /api/cars…`, and the admin's car calls. */
export const carAnswer = dataOf(carView);
export type CarAnswer = z.infer<typeof carAnswer>;

/** A page of cars: `GET /api/my-cars` and `GET /api/admin/cars`. */
export const carPage = pageOf(carView);
export type CarPage = z.infer<typeof carPage>;

/**
 * `GET /api/cars`, the public list (rules §2.6): a broad search's total is counted up to
 * a cap, and `total_capped` says so.
 */
export const publicCarPage = carPage.extend({
  total_capped: z
    .literal(true)
    .optional()
    .describe('Present when more cars match than were counted: `total` is a lower bound'),
});
export type PublicCarPage = z.infer<typeof publicCarPage>;

/** `GET /api/cars/{id}/contact` (rules §1.12): the owner's phone, or null. */
export const carContactAnswer = dataOf(carContactView);
export type CarContactAnswer = z.infer<typeof carContactAnswer>;

/**
 * `GET /api/cars/{id}/similar?from=&until=` (rules §4.17): up to 3 cars free for the window,
 * same town and type, nearest in price — each as the public list shows it.
 */
export const similarCarsAnswer = dataOf(z.array(carView).max(similarItemsLimit));
export type SimilarCarsAnswer = z.infer<typeof similarCarsAnswer>;
