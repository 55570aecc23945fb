import { i18n } from '@/lib/i18n';

/** Showing an owner's or driver's phone number (rules §1.12). */
export const contact = {
  loginTitle: 'Authentication required',
  logIn: 'Log In',
  licenceText: 'Upload your driving licence; once an admin verifies it, you can see phone numbers.',
  verifyLicence: 'Verify License',
  showPhone: 'Show phone number',
  revealing: 'Getting the number…',
  noPhone: 'No phone number has been added yet.',
  failed: 'The phone number could not be loaded. Please try again.',
} as const;

i18n.addPart('contact', { contact });
