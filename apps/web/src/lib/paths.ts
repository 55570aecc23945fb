import { homePathByRole, type Role, type RwandaLocation } from '@kodesha/domain';

/** Every link the web makes comes from here (spec §2 route table). */
export const paths = {
  home: '/',
  cars: (location?: RwandaLocation) =>
    location ? `/cars?location=${encodeURIComponent(location)}` : '/cars',
  drivers: '/drivers',
  ticketBooking: '/ticket-booking',
  login: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  signup: '/signup',
  account: '/account',
  editProfile: '/account/edit-profile',
  verification: '/account/verification',
  ownerDashboard: '/owner/dashboard',
  driverRegister: '/driver/register',
  admin: '/admin',
  terms: '/terms',
  privacy: '/privacy',
  faq: '/faq',
  help: '/help',
  dashboardFor: (role: Role) => homePathByRole[role],
} as const;

/** Only same-site paths are followed after login, never another site (`//evil.example`). */
export function safeNextPath(next: string | null): string | undefined {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : undefined;
}
