import { z } from 'zod';

/** `GET /api/health` (rules §9.7): the server is well; otherwise a 503 with its code. */
export const healthAnswer = z.object({ status: z.literal('ok') });

/**
 * `GET /api/support-contact` (rules §6.2): the team's phone (`SUPPORT_PHONE`), or null when
 * none is set and the page shows its e-mail address alone.
 */
export const supportContactAnswer = z.object({ phone: z.string().nullable() });
export type SupportContactAnswer = z.infer<typeof supportContactAnswer>;
