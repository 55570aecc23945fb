import { messageKeyOf, messages, type MessageKey } from './messages.js';

/** What kind of failure an error is; the server maps each kind to one HTTP status. */
export type DomainErrorKind =
  | 'malformed'
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unexpected'
  | 'unavailable';

/**
 * Every error a use case can raise, with its kind and message. Services throw
 * `new DomainError('auth.emailTaken')`; one server plugin turns it into a response.
 */
export const domainErrors = {
  // The generic answers: every error the API sends carries a code, these when no use case spoke.
  'request.malformed': { kind: 'malformed', message: 'badRequest' },
  'request.invalid': { kind: 'invalid', message: 'invalidInput' },
  'request.notFound': { kind: 'not_found', message: 'notFound' },
  'request.tooLarge': { kind: 'too_large', message: 'requestTooLarge' },
  'request.rateLimited': { kind: 'rate_limited', message: 'tooManyRequests' },
  'server.unexpected': { kind: 'unexpected', message: 'serverError' },
  /** `GET /api/health`: people wait to upload photos and the line has not moved (rules §9.7). */
  'server.uploadsStuck': { kind: 'unavailable', message: 'uploadsStuck' },
  /** `GET /api/health` while the process stops (SIGTERM): a load balancer sends no more. */
  'server.stopping': { kind: 'unavailable', message: 'unavailable' },
  'auth.unauthenticated': { kind: 'unauthenticated', message: 'sessionExpired' },
  'auth.loginFailed': { kind: 'unauthenticated', message: 'loginFailed' },
  'auth.tooManyAttempts': { kind: 'rate_limited', message: 'tooManyRequests' },
  'auth.forbidden': { kind: 'forbidden', message: 'forbidden' },
  'auth.adminOnly': { kind: 'forbidden', message: 'adminOnly' },
  'auth.emailTaken': { kind: 'invalid', message: 'emailTaken', field: 'email' },
  'auth.currentPasswordRequired': {
    kind: 'invalid',
    message: 'currentPasswordRequired',
    field: 'current_password',
  },
  'auth.currentPasswordWrong': {
    kind: 'invalid',
    message: 'currentPasswordWrong',
    field: 'current_password',
  },
  'user.notFound': { kind: 'not_found', message: 'notFound' },
  'profile.phoneRequired': { kind: 'invalid', message: 'phoneRequired', field: 'phone_number' },
  'image.tooLarge': { kind: 'too_large', message: 'imageTooLarge' },
  'image.notAnImage': { kind: 'invalid', message: 'imageTypeInvalid', field: 'image' },
  'image.tooManyPixels': { kind: 'invalid', message: 'imageTooManyPixels', field: 'images' },
  // rules §9.12: the image queue's waiting line is full; the photo is not kept.
  'image.busy': { kind: 'rate_limited', message: 'tooManyRequests' },
  'image.linkFailed': { kind: 'invalid', message: 'carImageUrlFailed', field: 'image_urls' },
  'image.linkTooLarge': { kind: 'invalid', message: 'imageTooLarge', field: 'image_urls' },
  'licence.required': { kind: 'invalid', message: 'licenceRequired', field: 'license_image' },
  'licence.changedSinceViewed': { kind: 'conflict', message: 'licenceChanged' },
  'licence.notPending': { kind: 'conflict', message: 'licenceNotPending' },
  'licence.notFound': { kind: 'not_found', message: 'notFound' },
  'car.notFound': { kind: 'not_found', message: 'carNotFound' },
  'car.notYours': { kind: 'forbidden', message: 'carNotYours' },
  'car.imagesRequired': { kind: 'invalid', message: 'carImagesRequired', field: 'images' },
  'car.imagesKeep': { kind: 'invalid', message: 'carImagesKeep', field: 'images' },
  'car.tooManyImages': { kind: 'invalid', message: 'carTooManyImages', field: 'images' },
  'car.hoursOutOfOrder': {
    kind: 'invalid',
    message: 'carHoursInvalid',
    field: 'available_to_hour',
  },
  'car.yearNotOffered': { kind: 'invalid', message: 'carYearInvalid', field: 'year' },
  'driver.notFound': { kind: 'not_found', message: 'driverNotFound' },
  'driver.notYours': { kind: 'forbidden', message: 'driverNotYours' },
  'driver.hoursOutOfOrder': {
    kind: 'invalid',
    message: 'carHoursInvalid',
    field: 'available_to_hour',
  },
  'driver.alreadyRegistered': { kind: 'conflict', message: 'driverAlreadyRegistered' },
  'driver.licenceImageRequired': {
    kind: 'invalid',
    message: 'driverLicenceImageRequired',
    field: 'license_image',
  },
  'contact.driverClientOnly': { kind: 'forbidden', message: 'contactDriverClientOnly' },
  'contact.loginRequired': { kind: 'unauthenticated', message: 'contactLoginRequired' },
  'contact.clientOnly': { kind: 'forbidden', message: 'contactClientOnly' },
  'contact.licenceRequired': { kind: 'forbidden', message: 'contactLicenceRequired' },
  'booking.notFound': { kind: 'not_found', message: 'bookingNotFound' },
  'booking.forbidden': { kind: 'forbidden', message: 'forbidden' },
  'booking.ownItem': { kind: 'invalid', message: 'bookingOwnItem', field: 'item_id' },
  'booking.startPast': { kind: 'invalid', message: 'bookingStartPast', field: 'start_time' },
  'booking.driverUnavailable': { kind: 'conflict', message: 'bookingDriverUnavailable' },
  'booking.slotTaken': { kind: 'conflict', message: 'bookingSlotTaken' },
  // rules §4.17: a request for a time its item is not free.
  'booking.carClosed': { kind: 'invalid', message: 'bookingCarClosed', field: 'start_time' },
  'booking.driverClosed': { kind: 'invalid', message: 'bookingDriverClosed', field: 'start_time' },
  'booking.timeBlocked': { kind: 'conflict', message: 'bookingTimeBlocked' },
  // rules §4.15: blocks taken out of a calendar.
  'calendarBlock.notFound': { kind: 'not_found', message: 'calendarBlockNotFound' },
  'calendarBlock.endPast': { kind: 'invalid', message: 'blockEndPast', field: 'end_time' },
  'booking.moveRefused': { kind: 'conflict', message: 'bookingMoveRefused' },
  'booking.expired': { kind: 'conflict', message: 'bookingExpired' },
  'booking.notStarted': { kind: 'conflict', message: 'bookingNotStarted' },
  'booking.startTooFar': { kind: 'invalid', message: 'bookingStartTooFar', field: 'start_time' },
  // rules §4.4: a reason goes only with a provider's decline.
  'booking.noteNotDecline': { kind: 'invalid', message: 'bookingNoteNotDecline', field: 'note' },
  'review.notClient': { kind: 'forbidden', message: 'reviewNotClient' },
  'review.notCompleted': { kind: 'conflict', message: 'reviewNotCompleted' },
  'review.exists': { kind: 'conflict', message: 'reviewExists' },
  'chat.notFound': { kind: 'not_found', message: 'chatNotFound' },
  'chat.self': { kind: 'invalid', message: 'chatSelf', field: 'recipient_id' },
  'chat.recipientMismatch': {
    kind: 'invalid',
    message: 'chatRecipientMismatch',
    field: 'recipient_id',
  },
  'chat.notAllowed': { kind: 'forbidden', message: 'chatNotAllowed' },
  'events.ticketInvalid': { kind: 'unauthenticated', message: 'eventTicketInvalid' },
  'auth.passwordChangeRequired': { kind: 'forbidden', message: 'temporaryPasswordChange' },
  'admin.selfChange': { kind: 'forbidden', message: 'adminSelfChange' },
  'admin.lastAdmin': { kind: 'conflict', message: 'lastAdmin' },
  'admin.ownPassword': { kind: 'forbidden', message: 'adminOwnPassword' },
  'account.deleted': { kind: 'conflict', message: 'accountDeleted' },
  'car.ownerInvalid': { kind: 'invalid', message: 'ownerInvalid', field: 'owner_id' },
  'gps.notFound': { kind: 'not_found', message: 'gpsNotFound' },
  'gps.carNotYours': { kind: 'invalid', message: 'gpsCarInvalid', field: 'car_id' },
  'gps.moveRefused': { kind: 'conflict', message: 'gpsMoveRefused' },
  'gps.installationDateRequired': {
    kind: 'invalid',
    message: 'installationDateRequired',
    field: 'installation_date',
  },
  'gps.installationDatePast': {
    kind: 'invalid',
    message: 'installationDatePast',
    field: 'installation_date',
  },
  'gps.installationDateTooFar': {
    kind: 'invalid',
    message: 'installationDateTooFar',
    field: 'installation_date',
  },
  'ticket.loginRequired': { kind: 'unauthenticated', message: 'ticketLoginRequired' },
  'ticket.notFound': { kind: 'not_found', message: 'ticketNotFound' },
  'ticket.moveRefused': { kind: 'conflict', message: 'ticketMoveRefused' },
  'ticket.departed': { kind: 'conflict', message: 'ticketDeparted' },
  'ticket.priceOnConfirm': { kind: 'conflict', message: 'ticketPriceOnConfirm' },
  'notification.notFound': { kind: 'not_found', message: 'notificationNotFound' },
  'notification.notResendable': { kind: 'conflict', message: 'notificationNotResendable' },
  'phone.missing': { kind: 'invalid', message: 'phoneMissing', field: 'phone_number' },
  'phone.invalid': { kind: 'invalid', message: 'phoneInvalid', field: 'phone_number' },
  'phone.codeWrong': { kind: 'invalid', message: 'phoneCodeWrong', field: 'code' },
  'phone.tooManyCodes': { kind: 'rate_limited', message: 'phoneCodeTooMany' },
  'phone.smsUnavailable': { kind: 'unavailable', message: 'smsUnavailable' },
  'reset.tokenWrong': { kind: 'invalid', message: 'resetTokenWrong', field: 'token' },
  'reset.codeWrong': { kind: 'invalid', message: 'resetCodeWrong', field: 'code' },
} as const satisfies Record<string, { kind: DomainErrorKind; message: MessageKey; field?: string }>;

export type DomainErrorCode = keyof typeof domainErrors;

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly field: string | undefined;
  /** For a refusal by a rate limit: how many seconds until its window ends (`Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  /** `field` names the input at fault when one error serves several (an image field, say). */
  constructor(
    readonly code: DomainErrorCode,
    options: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    const entry: { kind: DomainErrorKind; message: MessageKey; field?: string } =
      domainErrors[code];
    super(messages[entry.message]);
    this.name = 'DomainError';
    this.kind = entry.kind;
    this.field = options.field ?? entry.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

const isDomainErrorCode = (code: string): code is DomainErrorCode =>
  Object.prototype.hasOwnProperty.call(domainErrors, code);

const isMessageKey = (key: string): key is MessageKey =>
  Object.prototype.hasOwnProperty.call(messages, key);

/** The prefix of a field error's code when a schema refused the field: `invalid.<MessageKey>`. */
const fieldCodePrefix = 'invalid.';

/**
 * The code of one field error's message: `invalid.<MessageKey>` when the message is one of
 * ours, `request.invalid` when it is not (a schema's own English words).
 */
export function fieldErrorCodeOf(message: string): string {
  const key = messageKeyOf(message);
  return key ? `${fieldCodePrefix}${key}` : 'request.invalid';
}

/**
 * The message key an error code stands for: a {@link DomainErrorCode}'s message, or the
 * key inside an `invalid.<MessageKey>` field code. Unknown codes give undefined, and the
 * screen shows the server's own text instead.
 */
export function messageKeyForCode(code: string): MessageKey | undefined {
  if (isDomainErrorCode(code)) return domainErrors[code].message;
  if (code.startsWith(fieldCodePrefix)) {
    const key = code.slice(fieldCodePrefix.length);
    return isMessageKey(key) ? key : undefined;
  }
  return undefined;
}
