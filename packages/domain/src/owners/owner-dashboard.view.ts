import { z } from 'zod';
import { chatView } from '../chat/chat.view.js';
import { dataOf } from '../contract/answers.js';

/** The message centre shows this many conversations, newest activity first (rules §2.10). */
export const ownerRecentChatsLimit = 5;

/**
 * `GET /api/owner/dashboard` (rules §2.10): the stat cards, counted from their tables, and
 * the message centre's recent conversations (unread ones carry their count).
 */
export const ownerDashboardView = z.object({
  stats: z.object({
    total_cars: z.number().int(),
    active_cars: z.number().int(),
    total_bookings: z.number().int(),
    pending_bookings: z.number().int(),
    unread_messages: z.number().int(),
  }),
  recent_chats: z.array(chatView),
});
export type OwnerDashboardView = z.infer<typeof ownerDashboardView>;

/** What `GET /api/owner/dashboard` answers: the dashboard as `{ data }`. */
export const ownerDashboardAnswer = dataOf(ownerDashboardView);
