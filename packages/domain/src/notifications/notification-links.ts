import type { Role } from '../shared/roles.js';
import type { NotificationType } from './notification-types.js';

/**
 * The id of the owner dashboard's GPS requests section, where each request shows its
 * status and the team's note: the page an answer to a request leads to (rules §10.2).
 */
export const ownerGpsRequestsSection = 'gps-requests';

/**
 * rules §10.2: where each notice of what waits on the team leads — the admin's tab that
 * acts on it, filtered to what waits (the tab and its filters are in the address: rules §8.1).
 * A pending licence lists drivers' licences waiting too; drivers have their own tab.
 */
const adminLinks = {
  'licence.submitted': '/admin?tab=users&license_status=pending',
  'driver.submitted': '/admin?tab=drivers&verification=pending',
  'ticket.requested': '/admin?tab=ticket-bookings&status=pending',
  'gps.requested': '/admin?tab=gps-requests&status=pending',
} as const satisfies Partial<Record<NotificationType, string>>;

const isAdminNotice = (type: NotificationType): type is keyof typeof adminLinks =>
  type in adminLinks;

/**
 * The web app's page a notification leads to (rules §10.2), for the person it goes to: a
 * booking's page; a chat's own conversation on the screen where their role reads messages
 * (owners have their own, rules §5.7); an admin's filtered tab; an answer's page.
 */
export function notificationLink(
  type: NotificationType,
  subject: { type: string; id: number },
  recipient: { role: Role },
): string {
  if (subject.type === 'booking') return `/booking/${subject.id}`;
  if (type === 'chat.message')
    return recipient.role === 'owner'
      ? `/owner/messages?chat=${subject.id}`
      : `/chat?chat=${subject.id}`;
  if (isAdminNotice(type)) return adminLinks[type];
  if (type.startsWith('licence.')) return '/account/verification';
  if (type.startsWith('driver.')) return '/driver/profile';
  if (type.startsWith('ticket.')) return '/my-ticket-bookings';
  if (type.startsWith('gps.')) return `/owner/dashboard#${ownerGpsRequestsSection}`;
  return '/account';
}
