import type { OwnerDashboardView } from '@kodesha/domain';
import { toChatView } from '../chat/chat.dto.js';
import type { OwnerDashboard } from './owner-dashboard.service.js';

export function toOwnerDashboardView(
  dashboard: OwnerDashboard,
  ownerId: number,
): OwnerDashboardView {
  return {
    stats: {
      total_cars: dashboard.cars.total,
      active_cars: dashboard.cars.active,
      total_bookings: dashboard.bookings.total,
      pending_bookings: dashboard.bookings.pending,
      unread_messages: dashboard.unreadMessages,
    },
    recent_chats: dashboard.recentChats.map((details) => toChatView(details, ownerId)),
  };
}
