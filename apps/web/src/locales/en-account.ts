import { i18n } from '@/lib/i18n';

/**
 * A signed-in person's account: the client's page (rules §1.11), their profile (rules §1.8),
 * licence (rules §1.9) and password (rules §1.7, rules §8.5).
 */
export const account = {
  title: 'My Account',
  tabs: {
    bookings: 'My Bookings',
    tickets: 'My Tickets',
    messages: 'Messages',
    profile: 'Profile',
  },
  tabsLabel: 'Account sections',
  profileTitle: 'Your profile',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  noPhone: 'Not provided',
  role: 'Account type',
  memberSince: 'Member since',
  licence: 'Driving licence',
  editProfile: 'Edit Profile',
  verifyLicence: 'Verify Licence',
  findCars: 'Browse Cars',
  findDrivers: 'Hire a Driver',
  bookTickets: 'Book Tickets',
  roleNames: { client: 'Client', owner: 'Car owner', driver: 'Driver', admin: 'Administrator' },
  licenceStatus: {
    not_submitted: 'Not submitted',
    pending: 'Verification pending',
    verified: 'Verified',
    rejected: 'Rejected',
  },
} as const;

export const editProfile = {
  title: 'Edit Profile',
  back: 'Back to My Account',
  save: 'Save Changes',
  saving: 'Saving…',
  saved: 'Profile updated successfully. Taking you back to your account…',
  licenceTitle: "Driver's licence (optional)",
  licenceText: 'Upload a clear photo of your driving licence to have it verified.',
  licenceSent: 'Licence uploaded. An administrator reviews it within 1-2 business days.',
  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  currentPasswordForEmail: 'To change your email, enter your current password.',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change Password',
  changingPassword: 'Changing…',
  passwordChanged: 'Password changed successfully!',
} as const;

export const verification = {
  title: 'Licence verification',
  verifiedTitle: 'Licence Verified',
  verifiedText:
    'Your driving licence is verified. You can now see owners’ and drivers’ phone numbers.',
  browseCars: 'Browse Cars',
  pendingTitle: 'Verification Pending',
  pendingText: 'We received your licence. An administrator reviews it within 1-2 business days.',
  rejectedTitle: 'Your licence was not accepted',
  rejectedText:
    'We could not verify the licence you sent. Please upload a new, clear photo of the whole licence.',
  uploadTitle: 'Verify your driving licence',
  uploadText:
    'Owners hand their cars only to verified drivers. Upload a clear photo of your driving licence (JPEG, PNG or WebP, up to 5 MB). Only you and Kodesha administrators can see it.',
  chooseFile: 'Licence photo',
  upload: 'Upload Licence',
  uploading: 'Uploading…',
  uploadedTitle: 'Licence Uploaded!',
  uploadedText:
    'Thank you. We will review it within 1-2 business days. Taking you to the home page…',
  preview: 'Preview of the selected licence photo',
} as const;

export const passwordChange = {
  title: 'Choose a new password',
  intro:
    'An administrator set a temporary password for your account. Choose your own password before you continue.',
  done: 'Password changed. Welcome to Kodesha!',
  settingsText: 'Change the password you log in with. Your other sessions end when you do.',
} as const;

i18n.addPart('account', { account, editProfile, verification, passwordChange });
