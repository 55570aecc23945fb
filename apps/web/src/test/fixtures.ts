import {
  adminDashboardView,
  adminDriverSummary,
  adminDriverView,
  adminUserView,
  auditEntryView,
  bookingDetailView,
  bookingSummary,
  carView,
  chatThreadView,
  chatView,
  driverView,
  messageView,
  userView,
  type AdminDashboardView,
  type AdminDriverSummary,
  type AdminDriverView,
  type AdminUserView,
  type AuditEntryView,
  type BookingDetailView,
  type BookingSummary,
  type CarView,
  type ChatThreadView,
  type ChatView,
  type DriverView,
  type MessageView,
  type Page,
  type UserView,
} from '@kodesha/domain';
import type { z } from 'zod';

/**
 * Fakes of the API's answers, built on the domain's view schemas: each is checked against
 * its schema as the test makes it (a field missing, misspelt, extra or of the wrong type
 * fails the test at once), and its type is the view's, so a fake that drifts from what the
 * server sends fails to compile or to parse.
 */
const strictly = <S extends z.ZodObject>(schema: S, value: z.input<S>): z.output<S> =>
  schema.strict().parse(value) as z.output<S>;

export function aCar(overrides: Partial<CarView> = {}): CarView {
  return strictly(carView, {
    id: 7,
    owner_id: 3,
    make: 'Toyota',
    model: 'RAV4',
    year: 2020,
    car_type: 'suv',
    description: 'Clean and reliable.',
    location: 'Kigali',
    price_per_hour: 15000,
    availability_notes: 'Call ahead',
    availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 8, to_hour: 18 },
    instant_book: false,
    min_notice_hours: 0,
    features: ['Air conditioning', 'Bluetooth'],
    images: [
      { id: 1, url: '/uploads/cars/a-1280.webp', thumbnail_url: '/uploads/cars/a-480.webp' },
      { id: 2, url: '/uploads/cars/b-1280.webp', thumbnail_url: '/uploads/cars/b-480.webp' },
      { id: 3, url: '/uploads/cars/c-1280.webp', thumbnail_url: '/uploads/cars/c-480.webp' },
    ],
    is_active: true,
    license_plate: null,
    owner: { id: 3, name: 'Aline Uwase' },
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  });
}

export function aPage<T>(data: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return { data, current_page: 1, last_page: 1, per_page: 20, total: data.length, ...overrides };
}

export function aUser(overrides: Partial<UserView> = {}): UserView {
  return strictly(userView, {
    id: 11,
    email: 'someone@example.rw',
    name: 'Someone',
    role: 'client',
    phone_number: null,
    is_phone_verified: false,
    license_verification_status: 'not_submitted',
    license_image_url: null,
    license_submitted_at: null,
    must_change_password: false,
    preferred_language: null,
    created_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  });
}

export function aDriver(overrides: Partial<DriverView> = {}): DriverView {
  return strictly(driverView, {
    id: 4,
    user_id: 12,
    name: 'Eric Niyonzima',
    age: 38,
    experience: 14,
    profile_image: null,
    profile_thumbnail: null,
    location: 'Kigali',
    price_per_hour: 4000,
    rating: null,
    review_count: 0,
    specialties: ['city-driving', 'airport-transfers'],
    bio: 'Never late for a flight.',
    availability_notes: 'Weekdays 5am to 9pm',
    availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from_hour: 5, to_hour: 21 },
    instant_book: false,
    min_notice_hours: 0,
    is_available: true,
    is_active: true,
    license_number: null,
    license_verification_status: null,
    license_image_url: null,
    created_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  });
}

export function aBooking(overrides: Partial<BookingDetailView> = {}): BookingDetailView {
  return strictly(bookingDetailView, {
    id: 42,
    reference: 'B0000042',
    user_id: 11,
    item_type: 'car',
    item_id: 7,
    item_title: '2020 Toyota RAV4',
    start_time: '2099-01-15T07:00:00.000Z',
    end_time: '2099-01-15T10:00:00.000Z',
    hours: 3,
    price_per_hour: 15000,
    total_price: 45000,
    status: 'pending',
    cancel_reason: null,
    notes: null,
    created_at: '2098-12-30T08:00:00.000Z',
    updated_at: '2098-12-30T08:00:00.000Z',
    viewer: 'client',
    user: { id: 11, name: 'Someone', email: 'someone@example.rw', phone: '+250 788 333 444' },
    provider: { id: 3, name: 'Aline Uwase', phone: null },
    car: {
      id: 7,
      make: 'Toyota',
      model: 'RAV4',
      year: 2020,
      location: 'Kigali',
      license_plate: null,
      thumbnail_url: '/uploads/cars/a-480.webp',
    },
    driver: null,
    review: null,
    client_phone: '+250 788 333 444',
    car_owner_name: 'Aline Uwase',
    car_owner_phone: null,
    driver_phone: null,
    car_details: { make: 'Toyota', model: 'RAV4', year: 2020 },
    driver_details: null,
    history: [
      {
        from_status: null,
        to_status: 'pending',
        by: 'client',
        reason: null,
        via: 'app',
        note: null,
        at: '2098-12-30T08:00:00.000Z',
      },
    ],
    ...overrides,
  });
}

export function aMessage(overrides: Partial<MessageView> = {}): MessageView {
  return strictly(messageView, {
    id: 100,
    chat_id: 5,
    sender_id: 11,
    content: 'Is the car free on Saturday?',
    created_at: '2026-11-23T10:00:00.000Z',
    is_read: false,
    read_at: null,
    ...overrides,
  });
}

/** A chat between client 11 (who opened it) and owner 3 about car 7, as the client sees it. */
export function aChat(overrides: Partial<ChatView> = {}): ChatView {
  return strictly(chatView, {
    id: 5,
    user_id: 11,
    recipient_id: 3,
    user: { id: 11, name: 'Someone' },
    recipient: { id: 3, name: 'Aline Uwase' },
    other_party: { id: 3, name: 'Aline Uwase' },
    related_to_type: 'car',
    related_to_id: 7,
    related_title: '2020 Toyota RAV4',
    last_message_at: null,
    last_message: null,
    unread_count: 0,
    created_at: '2026-11-23T09:00:00.000Z',
    ...overrides,
  });
}

export function aThread(overrides: Partial<ChatThreadView> = {}): ChatThreadView {
  return strictly(chatThreadView, { ...aChat(), messages: [], has_older: false, ...overrides });
}

/** The summary cards of a booking list, over all of the caller's bookings. */
export function aBookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return strictly(bookingSummary, {
    total: 0,
    pending: 0,
    confirmed: 0,
    completed: 0,
    cancelled: 0,
    completed_value: 0,
    ...overrides,
  });
}

/** A user as the admin's lists show them (with their driver profile's licence, if any). */
export function anAdminUser(overrides: Partial<AdminUserView> = {}): AdminUserView {
  return strictly(adminUserView, { ...aUser(), driver: null, ...overrides });
}

/** A driver as the admin sees them: licence details and the account's contact. */
export function anAdminDriver(overrides: Partial<AdminDriverView> = {}): AdminDriverView {
  return strictly(adminDriverView, {
    ...aDriver({
      license_number: 'RW-B-118204',
      license_verification_status: 'pending',
      license_image_url: '/api/drivers/4/license-image?v=1',
    }),
    user: {
      id: 12,
      email: 'eric@example.rw',
      phone_number: '+250 788 410 221',
      license_verification_status: 'not_submitted',
    },
    ...overrides,
  });
}

export function anAdminDriverSummary(
  overrides: Partial<AdminDriverSummary> = {},
): AdminDriverSummary {
  return strictly(adminDriverSummary, {
    total: 1,
    verified: 0,
    pending: 1,
    rejected: 0,
    active: 1,
    inactive: 0,
    ...overrides,
  });
}

/** `GET /api/admin/dashboard`'s data. */
export function aDashboard(overrides: Partial<AdminDashboardView> = {}): AdminDashboardView {
  return strictly(adminDashboardView, {
    users_count: 18,
    users_by_role: { client: 5, owner: 2, driver: 10, admin: 1 },
    cars_count: 30,
    active_cars: 28,
    inactive_cars: 2,
    drivers_count: 10,
    available_drivers: 9,
    unavailable_drivers: 1,
    bookings_count: 6,
    pending_bookings: 2,
    confirmed_bookings: 1,
    completed_bookings: 2,
    cancelled_bookings: 1,
    ticket_bookings_count: 0,
    flight_ticket_bookings: 0,
    bus_ticket_bookings: 0,
    pending_ticket_bookings: 0,
    confirmed_ticket_bookings: 0,
    pending_user_verifications: 1,
    pending_driver_verifications: 2,
    pending_verifications: 3,
    recent_bookings: [],
    ...overrides,
  });
}

export function anAuditEntry(overrides: Partial<AuditEntryView> = {}): AuditEntryView {
  return strictly(auditEntryView, {
    id: 1,
    actor_id: 1,
    actor_name: 'Administrator',
    action: 'user.role_changed',
    target_type: 'user',
    target_id: 11,
    summary: 'client → owner',
    created_at: '2026-11-24T08:00:00.000Z',
    ...overrides,
  });
}
