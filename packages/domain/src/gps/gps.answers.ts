import { z } from 'zod';
import { pageOf } from '../contract/answers.js';
import { successOf } from '../contract/success-answer.js';
import { gpsRequestSummary, gpsRequestView } from './gps.view.js';

/** What the GPS request calls answer (record 29), `success` kept (rules §7). */

/** One request with the success text: a request made, read, or moved by an admin. */
export const gpsRequestAnswer = successOf(gpsRequestView);
export type GpsRequestAnswer = z.infer<typeof gpsRequestAnswer>;

/** `GET /api/my-gps-requests`: the owner's own requests, newest first. */
export const myGpsRequestsAnswer = successOf(z.array(gpsRequestView));

/** `GET /api/admin/gps-requests` (rules §8.10): a page and the counts by status over all. */
export const adminGpsRequestsAnswer = pageOf(gpsRequestView).extend({
  success: z.literal(true),
  summary: gpsRequestSummary,
});
export type AdminGpsRequestsAnswer = z.infer<typeof adminGpsRequestsAnswer>;
