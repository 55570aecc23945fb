import type { z } from 'zod';
import { dataOf, pageOf } from '../contract/answers.js';
import {
  adminDashboardView,
  adminUserView,
  auditEntryView,
  createdAccountFields,
} from './admin.views.js';

/**
 * What the admin's calls answer: the server serializes with these and the
 * web parses with the same.
 */

/** `GET /api/admin/users` (rules §8.5): a page of accounts. */
export const adminUserPage = pageOf(adminUserView);

/** One account as the admin sees it: read, changed, its role or licence decided (rules §8.2, §8.5). */
export const adminUserAnswer = dataOf(adminUserView);

/** `POST /api/admin/users` (rules §8.5): the account, and its temporary password this once. */
export const createdAccountAnswer = adminUserAnswer.extend(createdAccountFields);
export type CreatedAccountAnswer = z.infer<typeof createdAccountAnswer>;

/** `GET /api/admin/dashboard` (rules §8.4). */
export const adminDashboardAnswer = dataOf(adminDashboardView);

/** `GET /api/admin/audit-log` (rules §8.13): a page of the log. */
export const auditLogPage = pageOf(auditEntryView);
