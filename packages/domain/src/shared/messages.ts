/**
 * User-facing messages that both the server and the forms show, in the spec's words
 * (English). The web translates them by key; see apps/web/src/app/i18n.
 */
export const messages = {
  // rules §9.10, mapped HTTP errors
  badRequest: 'Invalid request. Please check your information and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  adminOnly: 'Access denied. Admin privileges required.',
  notFound: 'The requested information could not be found. Please try again.',
  requestTooLarge: 'This request is too large. Please send less at once.',
  conflict: 'This action conflicts with existing data. Please check and try again.',
  invalidInput: 'Please check your information and try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Server error. Please try again later or contact support if the problem persists.',
  unavailable: 'Service temporarily unavailable. Please try again in a few minutes.',
  unexpected: 'An unexpected error occurred. Please try again.',
  offline: 'Unable to connect to the server. Please check your internet connection and try again.',
  // rules §1, accounts
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Name must be at most 100 characters',
  nameInvalid: 'Please enter your name using letters, spaces and punctuation only',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address.',
  emailTaken: 'An account with this email already exists',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  phoneRequired: 'Phone number is required for car owners and drivers',
  phoneInvalid: 'Please enter a valid phone number, for example +250 788 123 456',
  roleInvalid: 'Please choose Rent a car, List my car or Register as driver',
  termsRequired: 'Please accept the Terms of Service and Privacy Policy',
  loginFailed: 'Login failed. Please check your credentials and try again.',
  currentPasswordWrong: 'Your current password is not correct',
  currentPasswordRequired: 'Please enter your current password',
  passwordChanged: 'Password changed successfully!',
  // rules §1.9, licence
  licenceRequired: 'Please upload your driving license',
  imageTooLarge: 'Each image must be less than 5MB',
  imageTypeInvalid: 'Please upload a JPEG, PNG or WebP image',
  licenceNotPending: 'This licence is not awaiting review',
  licenceChanged:
    'A new licence photo arrived after you opened this one. Please look at the new photo.',
  licenceStatusInvalid: 'Choose verified or rejected',
  // rules §2, cars
  requiredFields: 'Please fill in all required fields',
  carImagesRequired: 'Please add at least one image',
  carImagesKeep: 'Please keep at least one image',
  carTooManyImages: 'Please add at most 10 images',
  carImageUrlInvalid: 'Image links must be full https:// addresses',
  carFeaturesRequired: 'Please add at least one feature',
  carFeatureTooLong: 'Each feature must be at most 50 characters',
  carTooManyFeatures: 'Please list at most 30 features',
  carNameTooLong: 'Make and model must be at most 50 characters each',
  descriptionTooLong: 'Description must be at most 2000 characters',
  availabilityNotesTooLong: 'Availability notes must be at most 500 characters',
  carYearInvalid: 'Please choose a year from the list',
  carTypeInvalid: 'Please choose a car type',
  locationInvalid: 'Please choose a location from the list',
  carPriceStep: 'Price per hour must be in steps of RWF 1,000',
  carPriceTooHigh: 'Price per hour must be at most RWF 1,000,000',
  carDaysRequired: 'Please choose at least one day',
  carHoursInvalid: 'The end hour must be after the start hour',
  plateInvalid: 'Please enter a licence plate like RAB 123 C',
  carNotFound: 'Car not found',
  carNotYours: 'You can only edit your own cars',
  carAdded: 'Car added successfully!',
  carUpdated: 'Car Updated Successfully!',
  carDeleteConfirm:
    'Are you sure you want to delete this car listing? This action cannot be undone.',
  // rules §3, drivers
  specialtiesRequired: 'Please select at least one specialty',
  specialtyInvalid: 'Please choose specialties from the list',
  driverLicenceImageRequired: 'Please upload your driving license image',
  driverAgeMin: 'You must be at least 18 years old to drive on Kodesha',
  driverAgeMax: 'Please check your age',
  driverExperienceMin: 'Experience must be at least 1 year',
  driverRateMin: 'Hourly rate must be at least RWF 1,000',
  driverRateMax: 'Hourly rate must be at most RWF 500,000',
  driverRateStep: 'Hourly rate must be in steps of RWF 500',
  licenceNumberRequired: 'Please enter your driving licence number',
  bioTooLong: 'About you must be at most 1000 characters',
  driverNotFound: 'Driver not found',
  driverNotYours: 'You can only edit your own driver profile',
  driverAlreadyRegistered: 'You already have a driver profile',
  driverRegisterFailed: 'Failed to register as a driver',
  profileUpdated: 'Profile updated successfully',
  contactDriverClientOnly: 'You need a client account to contact drivers',
  // rules §1.12, contact phones
  contactLoginRequired: 'Authentication required',
  contactClientOnly: 'You need a client account to contact car owners',
  contactLicenceRequired: 'License verification required',
  // rules §4, bookings
  bookingItemInvalid: 'Please choose a car or a driver to book',
  bookingDateRequired: 'Please choose a date',
  bookingDatePast: 'Please choose today or a later date',
  bookingTimeRequired: 'Please choose a start time',
  bookingTimesRequired: 'Please select start and end times',
  bookingEndBeforeStart: 'End time must be after start time',
  bookingStartPast: 'Start time must be in the future',
  bookingHoursRange: 'A booking lasts from 1 to 8 hours',
  bookingNotesTooLong: 'Notes must be at most 500 characters',
  bookingLoginCar: 'Please log in to book a car',
  bookingLoginDriver: 'Please log in to book a driver',
  bookingOwnItem: 'You cannot book your own listing',
  bookingDriverUnavailable: 'This driver is not taking bookings at the moment',
  bookingSlotTaken: 'This time is already booked. Please choose another time.',
  bookingNotFound: 'Booking not found',
  bookingMoveRefused: 'This booking can no longer be changed this way',
  bookingExpired: 'This request expired: its start time passed before anyone answered it',
  bookingStatusInvalid: 'Choose confirmed, completed or cancelled',
  bookingCreated: 'Booking request submitted successfully!',
  driverBookingCreated: 'Driver booking request submitted successfully!',
  bookingCreateFailed: 'Failed to create booking. Please try again.',
  bookingCancelConfirm: 'Are you sure you want to cancel this booking?',
  bookingCancelled: 'Booking cancelled successfully',
  bookingCancelFailed: 'Failed to cancel booking',
  bookingStatusFailed: 'Failed to update booking status',
  bookingsLoadFailed: 'Failed to fetch bookings',
  bookingDetailsFailed: 'Failed to load booking details',
  bookingHistoryFailed: 'Failed to load booking history',
  reviewRatingInvalid: 'Please choose a rating from 1 to 5 stars',
  reviewCommentTooLong: 'Your review must be at most 1000 characters',
  reviewNotCompleted: 'You can review a booking once it is completed',
  reviewNotClient: 'Only the client who made this booking can review it',
  reviewExists: 'You have already reviewed this booking',
  reviewSaved: 'Thank you! Your review has been saved.',
  // rules §5, chat
  messageRequired: 'Please write a message',
  messageTooLong: 'A message can be at most 2000 characters',
  messageInvalid: 'This message contains characters that cannot be sent',
  chatNotFound: 'Chat not found',
  chatSelf: 'You cannot start a chat with yourself',
  chatRecipientInvalid: 'Please choose who to write to',
  chatRecipientMismatch: 'This person does not offer that car or driver',
  chatSubjectInvalid: 'Please choose a car or a driver to ask about',
  chatNotAllowed: 'You can message a client once they have booked this car or driver',
  chatLoginRequired: 'Please log in to chat',
  chatsLoadFailed: 'Failed to load chats',
  chatStartFailed: 'Failed to start chat',
  messagesLoadFailed: 'Failed to load messages',
  messageSendFailed: 'Failed to send message',
  chatStarted: 'Chat started successfully',
  eventTicketInvalid: 'This live connection pass is not valid. Please reconnect.',
} as const;

export type MessageKey = keyof typeof messages;

const keyByText = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text, key as MessageKey]),
);

/** Finds the key of a message text, so a screen can translate what a schema or the server said. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}

/**
 * rules §9.10: a 422 answers its field messages as one sentence, each distinct message
 * once; the web words them the same way in the reader's language.
 */
export function joinFieldMessages(texts: readonly string[]): string {
  return [...new Set(texts)].join('. ').replace(/\.\./g, '.');
}
