import { z } from 'zod';
import { dataOf, pageOf } from '../contract/answers.js';
import { driverView } from './driver.view.js';
import { similarItemsLimit } from '../calendars/search-window.js';

/**
 * The answers of the driver calls (record 29): the server serializes with them, the
 * web parses with the same.
 */

/** One driver: `GET /api/drivers/{id}`, `GET /api/my-driver-profile`, `POST`/`PUT /api/drivers…`. */
export const driverAnswer = dataOf(driverView);
export type DriverAnswer = z.infer<typeof driverAnswer>;

/** `GET /api/drivers`: verified, active drivers (rules §3.6). */
export const driverPage = pageOf(driverView);
export type DriverPage = z.infer<typeof driverPage>;

/** `GET /api/drivers/{id}/contact` (rules §1.12): the driver's phone, or null when none. */
export const driverContactView = z.object({ phone: z.string().nullable() });
export type DriverContactView = z.infer<typeof driverContactView>;
export const driverContactAnswer = dataOf(driverContactView);
export type DriverContactAnswer = z.infer<typeof driverContactAnswer>;

/** `GET /api/drivers/{id}/similar?from=&until=` (rules §4.17): up to 3 drivers free then, same town. */
export const similarDriversAnswer = dataOf(z.array(driverView).max(similarItemsLimit));
export type SimilarDriversAnswer = z.infer<typeof similarDriversAnswer>;
