import { i18n } from '@/lib/i18n';

/** Showing an owner's or driver's phone number (rules §1.12). */
export const contact = {
  loginTitle: 'Authentication required',
  logIn: 'Log In',
  /** rules §1.12, §4.8: a verified licence shows the phone before booking; a confirmation shows it anyway. */
  licenceText: {
    owner:
      'With a verified driving licence you can see the owner’s phone number before you book. Without one, it shows on your booking once the owner confirms it.',
    driver:
      'With a verified driving licence you can see the driver’s phone number before you book. Without one, it shows on your booking once the driver confirms it.',
  },
  verifyLicence: 'Verify Licence',
  showPhone: 'Show phone number',
  revealing: 'Getting the number…',
  noPhone: 'No phone number has been added yet.',
  failed: 'The phone number could not be loaded. Please try again.',
} as const;

i18n.addPart('contact', { contact });
