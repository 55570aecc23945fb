import { i18n } from '@/lib/i18n';

/** The driver's own area: registration, dashboard, profile (rules §3.3, §3.9, §3.10). */
export const driver = {
  dashboardTitle: 'Driver Dashboard',
  registerTitle: 'Register as a Driver',
  registerIntro:
    'Tell clients about yourself. An admin checks your driving licence before your profile is listed.',
  sectionAbout: 'About you',
  sectionWork: 'Your work',
  sectionLicence: 'Driving licence',
  name: 'Full name *',
  age: 'Age *',
  experience: 'Years of experience *',
  licenseNumber: 'Driving licence number *',
  location: 'Location *',
  chooseLocation: 'Choose a town',
  price: 'Hourly rate (RWF) *',
  priceHint: 'From RWF 1,000, in steps of 500.',
  specialties: 'Specialties *',
  bio: 'About you',
  bioPlaceholder: 'Languages, the roads you know, what clients like about you.',
  availabilityNotes: 'Availability notes *',
  availabilityNotesPlaceholder: 'Weekdays 6am to 8pm; weekends on request',
  licenceImage: 'Photo of your driving licence *',
  licenceImageHint: 'JPEG, PNG or WebP, up to 5 MB. Only admins see it.',
  newLicenceImage: 'New photo of your driving licence',
  newLicenceImageHint:
    'Optional: only when your licence changed. JPEG, PNG or WebP, up to 5 MB. Only admins see it.',
  identityReviewHint:
    'A new name, licence number or licence photo is checked again: your profile goes back to review and leaves Hire a Driver until an admin verifies it.',
  profileImage: 'Profile photo',
  profileImageHint: 'Optional. A clear photo of your face helps clients choose you.',
  submit: 'Register',
  submitting: 'Registering…',
  save: 'Save Profile',
  saving: 'Saving…',
  registeredTitle: 'Registration received!',
  registeredText:
    'An admin will check your driving licence, usually within 1-2 business days. You appear on Hire a Driver once it is verified.',
  goToDashboard: 'Go to your dashboard',
  browseDrivers: 'See the drivers list',
  alreadyRegistered: 'You already have a driver profile.',
  notFoundTitle: 'Driver Profile Not Found',
  notFoundText: 'Register your driver profile to be found by clients.',
  registerNow: 'Register as Driver',
  tabBookings: 'Booking Requests',
  tabProfile: 'Driver Profile',
  tabCalendar: 'Calendar',
  statusPending:
    'Your licence is being checked. You will appear on Hire a Driver once it is verified.',
  statusVerified: 'Your licence is verified: clients can find you on Hire a Driver.',
  statusRejected:
    'Your licence could not be verified. Please contact support to send a clearer photo.',
  online: 'You are online: clients see you as available.',
  offlineNow: 'You are offline: clients see you as not available.',
  goOffline: 'Go Offline',
  goOnline: 'Go Online',
  toggleFailed: 'Your availability could not be changed. Please try again.',
  editProfile: 'Edit profile',
  profileTitle: 'My Driver Profile',
  profileUpdated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile. Please try again.',
  loadFailed: 'Failed to load driver profile',
  viewPublic: 'See your public page',
} as const;

i18n.addPart('driver', { driver });
