import {
  homePathByRole,
  type ChatSubject,
  type Role,
  type RwandaLocation,
  type SignupRole,
} from '@kodesha/domain';

/** The admin dashboard's tabs, in the order they show (rules §8.1). */
export const adminTabs = [
  'overview',
  'users',
  'cars',
  'drivers',
  'bookings',
  'gps-requests',
  'ticket-bookings',
  'revenue',
  'settings',
  'notifications',
  'audit',
] as const;
export type AdminTab = (typeof adminTabs)[number];

/** Every link the web makes comes from here (rules §9.1). */
export const paths = {
  home: '/',
  cars: (location?: RwandaLocation) =>
    location ? `/cars?location=${encodeURIComponent(location)}` : '/cars',
  car: (id: number) => `/cars/${id}`,
  /** A listing's booking panel, where "Book Now" lands (the form, not the top of the page). */
  bookingPanel: (type: 'car' | 'driver', id: number) =>
    `${type === 'car' ? `/cars/${id}` : `/drivers/${id}`}#book`,
  bookCar: (id: number) => `/cars/${id}/book`,
  drivers: '/drivers',
  driver: (id: number) => `/drivers/${id}`,
  bookDriver: (id: number) => `/drivers/${id}/book`,
  booking: (id: number) => `/booking/${id}`,
  myBookings: '/account?tab=bookings',
  ownerBookings: '/owner/bookings',
  driverBookings: '/driver/bookings',
  driverDashboard: '/driver/dashboard',
  /** The driver's own calendar: the dashboard's Calendar tab (rules §4.15). */
  driverCalendar: '/driver/dashboard?tab=calendar',
  driverProfile: '/driver/profile',
  ticketBooking: '/ticket-booking',
  myTicketBookings: '/my-ticket-bookings',
  /** The client account's My Tickets tab (rules §1.11). */
  accountTickets: '/account?tab=tickets',
  chat: '/chat',
  /** One conversation on /chat. */
  chatThread: (id: number) => `/chat?chat=${id}`,
  /** Opens (or reuses) the chat with `recipient` about a car or driver (rules §5.4). */
  chatWith: (recipient: number, subject: ChatSubject, subjectId: number) =>
    `/chat?recipient=${recipient}&related_to_type=${subject}&related_to_id=${subjectId}`,
  ownerMessages: '/owner/messages',
  ownerChat: (id: number) => `/owner/messages?chat=${id}`,
  /** Where a role reads its messages: owners have their own screen (rules §5.7). */
  messagesFor: (role: Role) => (role === 'owner' ? '/owner/messages' : '/chat'),
  accountMessages: '/account?tab=messages',
  /** The signed-in person's notifications (rules §10.9). */
  notifications: '/notifications',
  /**
   * Asks an owner or driver to verify their phone right after sign-up, then goes on to
   * `next` (their first screen).
   */
  verifyPhone: (next: string) => `/account/verify-phone?next=${encodeURIComponent(next)}`,
  login: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login'),
  /**
   * Sign-up with the role a link means ("List Your Car": an owner) and where to return
   * (the car being booked); rules §1.3.
   */
  signup: (as?: SignupRole, next?: string) => {
    const query = new URLSearchParams();
    if (as) query.set('role', as);
    if (next) query.set('next', next);
    const text = query.toString();
    return text ? `/signup?${text}` : '/signup';
  },
  /** rules §1.14: asking for a reset link or code. */
  forgotPassword: '/forgot-password',
  /** rules §1.14: choosing the new password, from the link (`?token=`) or with a code. */
  resetPassword: '/reset-password',
  account: '/account',
  accountProfile: '/account?tab=profile',
  editProfile: '/account/edit-profile',
  verification: '/account/verification',
  ownerDashboard: '/owner/dashboard',
  addCar: '/owner/add-car',
  editCar: (id: number) => `/owner/edit-car/${id}`,
  /** An owner's calendar of one car: its week, blocking and freeing times (rules §4.15). */
  ownerCarCalendar: (id: number) => `/owner/calendar/${id}`,
  ownerGpsRequest: '/owner/gps-request',
  driverRegister: '/driver/register',
  admin: '/admin',
  /** A tab of the admin dashboard, with its list's filters (rules §8.1: the tab is in the URL). */
  adminTab: (tab: AdminTab, filters: Record<string, string> = {}) =>
    `/admin?${new URLSearchParams({ tab, ...filters }).toString()}`,
  adminUsers: '/admin/users',
  /** Any car's or driver's calendar, kept by an admin as its provider would (rules §4.15). */
  adminCalendar: (type: 'car' | 'driver', id: number) => `/admin/calendar/${type}/${id}`,
  adminCars: '/admin/cars',
  adminDrivers: '/admin/drivers',
  adminBookings: '/admin/bookings',
  adminTicketBookings: '/admin/ticket-bookings',
  adminGpsRequests: '/admin/gps-requests',
  adminRevenue: '/admin/revenue',
  /** Where a temporary password is replaced before anything else (rules §8.5). */
  changePassword: '/account/change-password',
  terms: '/terms',
  privacy: '/privacy',
  faq: '/faq',
  help: '/help',
  dashboardFor: (role: Role) => homePathByRole[role],
} as const;

/**
 * Where to go after logging in: only a path on this site (never `//evil.example`), and
 * never back to the login or signup screens, which would end the new session.
 */
export function safeNextPath(next: string | null): string | undefined {
  if (!next || !next.startsWith('/')) return undefined;
  // Read against a made-up origin: a path of this site keeps it, `//evil.example` does not.
  // No window is needed, so server-drawn pages (rules §9.16) use it too.
  const origin = 'http://kodesha.invalid';
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return undefined;
  }
  if (target.origin !== origin || ['/login', '/signup'].includes(target.pathname)) return undefined;
  return target.pathname + target.search + target.hash;
}
