import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Every query key of the web app. A key starts with its feature's name, so invalidating
 * that first part refreshes everything the feature holds; `stale` below says which
 * writes make which other features' data old.
 */
export const queryKeys = {
  /** The signed-in user, fetched for the session `token`. */
  currentUser: (token: string | undefined) => ['me', token] as const,
  cars: {
    all: ['cars'] as const,
    list: (search: object) => ['cars', 'list', search] as const,
    featured: ['cars', 'featured'] as const,
    detail: (id: number) => ['cars', 'detail', id] as const,
  },
  drivers: {
    all: ['drivers'] as const,
    list: (search: object) => ['drivers', 'list', search] as const,
    featured: ['drivers', 'featured'] as const,
    detail: (id: number) => ['drivers', 'detail', id] as const,
  },
  /** The signed-in driver's own profile (a 404 until they register). */
  ownDriver: ['driver', 'profile'] as const,
  owners: {
    all: ['owner'] as const,
    dashboard: ['owner', 'dashboard'] as const,
    /** The owner's own cars, a page of them. */
    cars: (page: number) => ['owner', 'cars', page] as const,
  },
  bookings: {
    all: ['bookings'] as const,
    /** The caller's own requests (a client's history). */
    mine: (filters: object) => ['bookings', 'mine', filters] as const,
    /** Requests on the caller's cars or driver profile. */
    provided: (filters: object) => ['bookings', 'provided', filters] as const,
    detail: (id: number) => ['bookings', 'detail', id] as const,
  },
  /** A car's or driver's calendar over a stretch (rules §4.15), and the similar listings free then. */
  calendars: {
    all: ['calendars'] as const,
    availability: (type: string, id: number, from: string, until: string) =>
      ['calendars', 'availability', type, id, from, until] as const,
    similar: (type: string, id: number, from: string, until: string) =>
      ['calendars', 'similar', type, id, from, until] as const,
    /** The blocks still to end, with their notes, for the provider and admins. */
    blocks: (type: string, id: number) => ['calendars', 'blocks', type, id] as const,
  },
  tickets: {
    all: ['tickets'] as const,
    /** The signed-in person's own ticket requests (all of them; screens filter). */
    mine: ['tickets', 'mine'] as const,
  },
  /** How to reach the team (`SUPPORT_PHONE`); the same for everyone. */
  supportContact: ['support-contact'] as const,
  /** Which channels beyond the app this server sends on (rules §10.4); the same for everyone. */
  channels: ['channels'] as const,
  gps: {
    all: ['gps'] as const,
    /** The signed-in owner's own GPS installation requests. */
    mine: ['gps', 'mine'] as const,
  },
  chats: {
    all: ['chats'] as const,
    list: ['chats', 'list'] as const,
    thread: (id: number) => ['chats', 'thread', id] as const,
    unread: ['chats', 'unread'] as const,
  },
  /** The signed-in person's notifications and their settings (rules §10.9). */
  notifications: {
    all: ['notifications'] as const,
    lists: ['notifications', 'list'] as const,
    list: (filters: object) => ['notifications', 'list', filters] as const,
    unread: ['notifications', 'unread'] as const,
    settings: ['notifications', 'settings'] as const,
  },
  /** Everything the admin screens read; any admin write makes all of it stale. */
  admin: {
    all: ['admin'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    users: (filters: object) => ['admin', 'users', filters] as const,
    user: (id: number) => ['admin', 'user', id] as const,
    /** The owner accounts a car can be listed for (the car form's owner choice). */
    owners: (search: string) => ['admin', 'owners', search] as const,
    cars: (filters: object) => ['admin', 'cars', filters] as const,
    drivers: (filters: object) => ['admin', 'drivers', filters] as const,
    bookings: (filters: object) => ['admin', 'bookings', filters] as const,
    booking: (id: number) => ['admin', 'booking', id] as const,
    tickets: (filters: object) => ['admin', 'tickets', filters] as const,
    ticket: (id: number) => ['admin', 'ticket', id] as const,
    gpsRequests: (filters: object) => ['admin', 'gps-requests', filters] as const,
    gpsRequest: (id: number) => ['admin', 'gps-request', id] as const,
    revenue: (period: string) => ['admin', 'revenue', period] as const,
    auditLog: (filters: object) => ['admin', 'audit-log', filters] as const,
    notifications: (filters: object) => ['admin', 'notifications', filters] as const,
  },
  /** A private licence photo, fetched with the bearer token. */
  licenceImage: (path: string) => ['licence-image', path] as const,
};

/**
 * What each kind of write makes stale, across features: a booking moves the owner's
 * stats and a driver's rating, a car changes the owner's lists, a message the lists
 * of conversations and the owner's message centre.
 */
export const stale = {
  afterBookingChange: [
    queryKeys.bookings.all,
    queryKeys.owners.all,
    queryKeys.drivers.all,
    queryKeys.calendars.all,
  ],
  afterCarChange: [queryKeys.cars.all, queryKeys.owners.all],
  afterDriverProfileChange: [queryKeys.drivers.all],
  /** A block set or freed (rules §4.15): the calendars, and the lists searched by a time. */
  afterBlockChange: [queryKeys.calendars.all, queryKeys.cars.all, queryKeys.drivers.all],
  /** A new ticket request: the traveller's list, and the admin's when an admin made it. */
  afterTicketRequest: [queryKeys.tickets.all, queryKeys.admin.all],
  /** A new GPS request: the owner's list, and the admin's. */
  afterGpsRequest: [queryKeys.gps.all, queryKeys.admin.all],
  afterChatActivity: [queryKeys.chats.list, queryKeys.owners.dashboard],
  /** The live stream was down: anything may have been missed. */
  afterReconnect: [queryKeys.chats.all, queryKeys.owners.dashboard, queryKeys.notifications.all],
  /**
   * An admin changed an account, a listing or a booking: every admin list and count, and
   * the public lists and pages it may show on.
   */
  afterAdminWrite: [
    queryKeys.admin.all,
    queryKeys.cars.all,
    queryKeys.drivers.all,
    queryKeys.bookings.all,
    queryKeys.owners.all,
    queryKeys.tickets.all,
    queryKeys.gps.all,
  ],
} as const satisfies Record<string, readonly QueryKey[]>;

/** Refreshes every query under each of `keys`; settles once they are fetched again. */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
