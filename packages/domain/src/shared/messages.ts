/**
 * User-facing messages that both the server and the forms show, in the spec's words
 * (English). The web translates them by key; see apps/web/src/app/i18n.
 */
export const messages = {
  // spec §8, mapped HTTP errors
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
  // spec §5 and §8, accounts
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
  // spec §5, licence
  licenceRequired: 'Please upload your driving license',
  imageTooLarge: 'Each image must be less than 5MB',
  imageTypeInvalid: 'Please upload a JPEG, PNG or WebP image',
  licenceNotPending: 'This licence is not awaiting review',
  licenceChanged:
    'A new licence photo arrived after you opened this one. Please look at the new photo.',
  licenceStatusInvalid: 'Choose verified or rejected',
} as const;

export type MessageKey = keyof typeof messages;

const keyByText = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]) => [text, key as MessageKey]),
);

/** Finds the key of a message text, so a screen can translate what a schema or the server said. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}
