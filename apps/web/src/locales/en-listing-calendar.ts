import { i18n } from '@/lib/i18n';

/**
 * The fields of a listing's calendar as its provider (or an admin) sets them, on the car
 * form, the driver's profile and the admin's forms alike: weekly days and hours (rules §2.4,
 * rules §4.15) and Instant Book (rules §4.16).
 */
export const listingCalendar = {
  availableDays: 'Available days *',
  fromHour: 'From',
  toHour: 'Until',
  instantBook: 'Instant Book',
  instantBookHint:
    'Requests from clients with a verified licence and phone, for a free time, are confirmed at once without waiting for you.',
  noSmsNote:
    'Instant Book needs clients with verified phones, and phones cannot be verified on this server yet: every booking stays a request for you to answer. You can turn it on now for later.',
  minNotice: 'Minimum notice (hours)',
  minNoticeHint:
    'From 0 to 72: how many hours before its start a booking can be confirmed at once.',
} as const;

i18n.addPart('listing-calendar', { listingCalendar });
