import type { z } from 'zod';
import { dataOf, pageOf } from '../contract/answers.js';
import { adminDriverSummary, adminDriverView, createdAccountFields } from './admin.views.js';

/**
 * The answers of the admin's driver calls (rules §8.8, record 29). The admin's car
 * calls answer with the owner's shapes, `carAnswer` and `carPage`.
 */

/** One driver as the admin sees them: `GET`/`PUT /api/admin/drivers/{id}`, toggle, verify. */
export const adminDriverAnswer = dataOf(adminDriverView);
export type AdminDriverAnswer = z.infer<typeof adminDriverAnswer>;

/** `GET /api/admin/drivers`: a page of drivers and the summary cards' counts over all. */
export const adminDriverPage = pageOf(adminDriverView).extend({ summary: adminDriverSummary });
export type AdminDriverPage = z.infer<typeof adminDriverPage>;

/**
 * `POST /api/admin/drivers`: the driver, and the temporary password when none was given
 * (rules §8.5), shown this once. Without an email the sign-in address is made up:
 * `data.user.email`.
 */
export const createdDriverAnswer = adminDriverAnswer.extend(createdAccountFields);
export type CreatedDriverAnswer = z.infer<typeof createdDriverAnswer>;
