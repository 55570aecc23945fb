import { i18n } from '@/lib/i18n';

/**
 * The notification screens (rules §10.9): the /notifications page, the SMS
 * and email settings, the phone's verification and the admin's Notifications tab. The
 * messages themselves come from the server, already in the person's language.
 */
export const notifications = {
  title: 'Notifications',
  intro: 'Booking requests, answers and updates about your account.',
  loading: 'Loading notifications…',
  loadFailed: 'Failed to load notifications',
  emptyTitle: 'No notifications yet',
  emptyText:
    'When something needs your attention, such as a booking request or an answer, it shows here.',
  listLabel: 'Your notifications',
  pagesLabel: 'Pages of notifications',
  unread: 'Unread',
  markRead: 'Mark as read',
  markAllRead: 'Mark all read',
  markingAllRead: 'Marking…',
  markFailed: 'Failed to mark notifications as read',
  receivedAt: 'Received {{time}}',
  settings: {
    title: 'Notification settings',
    intro:
      'You always see notifications here in the app. Choose whether they also reach you by text message and by email.',
    sms: 'Text messages (SMS)',
    smsHint: 'Sent only to a verified phone number.',
    email: 'Email',
    emailHint: 'Sent to {{email}}.',
    security:
      'Security messages (verification codes, a changed password) are always sent, whatever you choose here.',
    loadFailed: 'Failed to load your notification settings',
    saveFailed: 'Failed to save your notification settings',
    saved: 'Notification settings saved',
  },
} as const;

/** Verifying the phone by an SMS code (rules §10.7). */
export const phone = {
  title: 'Phone verification',
  verified: 'Verified',
  notVerified: 'Not verified',
  noPhone: 'No phone number yet. Add one to your profile to receive text messages.',
  addPhone: 'Add a phone number',
  why: 'Verify your phone so that booking requests and answers reach you by text message.',
  providerWhy:
    'Booking requests reach you by text message only once your phone number is verified.',
  sendCode: 'Send code',
  sending: 'Sending…',
  sendAgain: 'Send a new code',
  codeSent: 'We sent a 6-digit code to {{phone}}. It is valid for 10 minutes.',
  codeLabel: 'Verification code',
  codeHint: 'The 6 digits from the text message.',
  verify: 'Verify',
  verifying: 'Verifying…',
  done: 'Your phone number is verified.',
  reminderTitle: 'Verify your phone number',
  askTitle: 'Verify your phone number',
  askIntro:
    'Clients’ booking requests reach you by text message, even on a basic phone, once your number is verified. It takes a minute.',
  noSms:
    'This server does not send text messages, so phone numbers cannot be verified here. Requests and answers reach you in the app.',
  later: 'Later',
  continue: 'Continue',
} as const;

/** The admin's Notifications tab: the outbox of every message sent or to send. */
export const adminNotifications = {
  heading: 'Notifications',
  intro:
    'Every message sent in the app, by SMS and by email, newest first. A failed send, or one whose end is unknown, can be sent again, unless the gateway took it: that one may have arrived.',
  statusLabel: 'Status',
  statusAll: 'All statuses',
  channelLabel: 'Channel',
  channelAll: 'All channels',
  typeLabel: 'Kind',
  typeAll: 'All kinds',
  personLabel: 'Person (account number)',
  personHint: 'The account’s number, as the Users tab shows it.',
  apply: 'Apply',
  clear: 'Clear filters',
  loadFailed: 'Failed to load notifications',
  empty: 'No notifications have been sent yet.',
  emptyFiltered: 'No notifications match these filters.',
  tableLabel: 'Notifications sent or to send',
  pagesLabel: 'Pages of notifications',
  columns: {
    created: 'Created',
    person: 'Person',
    channel: 'Channel',
    kind: 'Kind',
    status: 'Status',
    attempts: 'Tries',
    message: 'Message',
    actions: 'Actions',
  },
  person: 'Account {{id}}',
  noAccount: 'No account',
  to: 'To {{recipient}}',
  sentAt: 'Sent {{time}}',
  gatewayId: 'Gateway id {{id}}',
  mayHaveArrived: 'May have arrived: the gateway took it ({{id}})',
  attempts_one: '{{count}} try',
  attempts_other: '{{count}} tries',
  lastError: 'Last error: {{error}}',
  skippedBecause: 'Not sent: {{reason}}',
  noText: 'The message text is not kept for this notification.',
  resend: 'Send again',
  resending: 'Sending…',
  resent: 'The notification was queued to be sent again',
  resendFailed: 'Failed to send the notification again',
  channels: { in_app: 'In the app', sms: 'SMS', email: 'Email' },
  statuses: {
    queued: 'Queued',
    sent: 'Sent',
    delivered: 'Delivered',
    failed: 'Failed',
    skipped: 'Skipped',
    unknown: 'Unknown',
  },
  inbound: {
    heading: 'Messages received by SMS',
    intro:
      'Replies to booking requests, STOP and START, as the SMS gateway brought them: who sent each, its words, what it did and the answer sent.',
    loadFailed: 'Failed to load the messages received',
    empty: 'No SMS has been received yet.',
    listLabel: 'Messages received by SMS',
    pagesLabel: 'Pages of messages received',
    from: 'From {{number}}',
    account: '{{name}} (account {{id}})',
    unknownSender: 'Not a verified phone of any account',
    booking: 'Booking {{ref}}',
    answer: 'Answered: {{text}}',
    noAnswer: 'Not answered',
    answerStatus: 'Answer {{status}}',
    outcomes: {
      received: 'Received',
      unknown_sender: 'Unknown number: nothing done',
      confirmed: 'Confirmed the request',
      declined: 'Declined the request',
      refused: 'Changed nothing',
      not_found: 'Code not found',
      locked: 'Too many wrong codes: nothing done',
      stop: 'SMS turned off',
      start: 'SMS turned on',
    },
  },
  /** By the type's two parts: `booking.requested` is `types.booking.requested`. */
  types: {
    booking: {
      requested: 'Booking requested',
      instant: 'Booked instantly',
      confirmed: 'Booking confirmed',
      declined: 'Booking declined',
      expired: 'Booking expired',
      cancelled: 'Booking cancelled',
      reminder: 'Request reminder',
      starting: 'Booking starting',
      completed: 'Booking completed',
    },
    chat: { message: 'New message' },
    licence: {
      verified: 'Licence verified',
      rejected: 'Licence rejected',
      submitted: 'Licence to verify',
    },
    driver: {
      verified: 'Driver verified',
      rejected: 'Driver rejected',
      submitted: 'Driver to verify',
    },
    ticket: {
      confirmed: 'Ticket confirmed',
      cancelled: 'Ticket cancelled',
      requested: 'Ticket requested',
    },
    gps: {
      approved: 'GPS approved',
      rejected: 'GPS rejected',
      completed: 'GPS installed',
      requested: 'GPS requested',
    },
    password: { changed: 'Password changed', reset: 'Password reset link or code' },
    email: { changed: 'Email changed' },
    phone: { changed: 'Phone number changed', code: 'Phone verification code' },
    sms: { answer: 'Answer to an SMS' },
  },
} as const;

i18n.addPart('notifications', { notifications, phone, adminNotifications });
