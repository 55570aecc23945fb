import { messages } from '@kodesha/domain';
import { bookings } from './en-bookings';
import { cars } from './en-cars';
import { chat } from './en-chat';
import { driver, drivers } from './en-drivers';
import { legal } from './en-legal';
import { admin, licenceViewer } from './en-admin';
import { adminBookings } from './en-admin-bookings';
import { adminCars, adminDrivers } from './en-admin-listings';
import { adminUsers } from './en-admin-users';
import { owner } from './en-owner';
import { adminGps } from './en-admin-gps';
import { adminTickets } from './en-admin-tickets';
import { revenue } from './en-revenue';
import { gps } from './en-gps';
import { gpsRequest } from './en-gps-request';
import { myTickets } from './en-my-tickets';
import { ticketBooking } from './en-ticket-booking';
import { tickets } from './en-tickets';

/** The English catalogue, in the spec's words. Other languages copy its shape. */
export const en = {
  brand: { name: 'Kodesha', tagline: 'Rent cars and hire drivers across Rwanda' },
  /** What server-rendered pages say of themselves to search engines and link previews. */
  meta: {
    siteDescription:
      'Rent cars directly from local owners and hire independent drivers by the hour, across Rwanda.',
    carListDescription:
      'Cars for hire by the hour from local owners in Kigali, Musanze, Huye and across Rwanda. Compare prices in RWF and book directly.',
    carListIn: 'Cars for hire in {{location}}',
    carDescription:
      '{{title}} for hire in {{location}} at {{price}} per hour, from a local owner on Kodesha.',
    driverListDescription:
      'Independent, licence-verified drivers for hire by the hour across Rwanda: city driving, long distance, airport transfers and more.',
    driverDescription:
      '{{name}}, a driver in {{location}} with {{count}} years of experience, for hire at {{price}} per hour on Kodesha.',
    ticketDescription:
      'Request flight tickets worldwide and bus tickets across East Africa. Our team comes back to you with pricing and availability within 24 hours.',
    loginDescription: 'Log in to Kodesha to manage your bookings and messages.',
    signupDescription:
      'Create a Kodesha account to rent a car, list your car or register as a driver.',
  },
  nav: {
    home: 'Home',
    browseCars: 'Browse Cars',
    hireDriver: 'Hire a Driver',
    bookTickets: 'Book Tickets',
    logIn: 'Log In',
    signUp: 'Sign Up',
    logOut: 'Log Out',
    adminDashboard: 'Admin Dashboard',
    ownerDashboard: 'Owner Dashboard',
    driverDashboard: 'Driver Dashboard',
    myAccount: 'My Account',
    messages: 'Messages',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    skipToContent: 'Skip to content',
  },
  footer: {
    about:
      'Kodesha connects people who need a car or a driver with local owners and independent drivers, across Rwanda.',
    quickLinks: 'Quick Links',
    listYourCar: 'List Your Car',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    faq: 'FAQ',
    help: 'Help Centre',
    contact: 'Contact',
    contactEmail: 'hello@kodesha.rw',
    contactPlace: 'Kigali, Rwanda',
    disclaimer:
      'Kodesha only facilitates connections. Bookings, payments and arrangements are handled directly between users; no payment is taken on the platform.',
    secure: 'Secure Connection',
    secureNote:
      'Passwords are stored only as hashes; licence photos and phone numbers stay private.',
    copyright: '© {{year}} Kodesha',
  },
  home: {
    heroTitle: 'Rent Cars Directly From Local Owners',
    heroText:
      'Find a car by the hour or hire an independent driver, from people near you in Kigali, Musanze, Huye and across Rwanda.',
    browseCars: 'Browse Available Cars',
    listYourCar: 'List Your Car',
    howItWorks: 'How It Works',
    steps: {
      find: {
        title: 'Find a Car',
        text: 'Browse cars and drivers near you, compare hourly prices and read what each listing offers.',
      },
      connect: {
        title: 'Connect Directly',
        text: 'Send a booking request and chat with the owner or driver. You agree the details together.',
      },
      safe: {
        title: 'Safe & Simple',
        text: 'Owners see verified licences; phone numbers stay private until a renter is verified.',
      },
    },
    idleTitle: 'Have a Car Sitting Idle?',
    idleText:
      'List it on Kodesha and earn from the hours it would otherwise stand still. You set the price and decide who drives it.',
    registerDriver: 'Register as Driver',
    acrossRwanda: 'Available Across Rwanda',
    acrossRwandaText: 'Choose a town to see the cars listed there.',
  },
  auth: {
    loginTitle: 'Log in to Kodesha',
    loginSubtitle: 'Welcome back. Log in to manage your bookings and messages.',
    email: 'Email address',
    password: 'Password',
    rememberMe: 'Remember me for 30 days',
    forgotPassword: 'Forgot password?',
    forgotPasswordHelp:
      'Write to hello@kodesha.rw from the address you signed up with and we will help you reset it.',
    submitLogin: 'Log In',
    submittingLogin: 'Logging in…',
    noAccount: "Don't have an account?",
    signupTitle: 'Create your account',
    signupSubtitle:
      'Join Kodesha in a minute. It is free, and no payment is ever taken on the platform.',
    chooseRole: 'I want to',
    roles: {
      client: { title: 'Rent a car', text: 'Book cars and hire drivers by the hour' },
      owner: { title: 'List my car', text: 'Earn from your car when you are not using it' },
      driver: { title: 'Register as driver', text: 'Get hired by the hour for your driving' },
    },
    fullName: 'Full name',
    phone: 'Phone number',
    phoneHint: 'Renters see it only after their driving licence is verified.',
    confirmPassword: 'Confirm password',
    passwordHint: 'At least 8 characters.',
    termsBefore: 'I agree to the',
    termsLink: 'Terms of Service',
    termsAnd: 'and the',
    privacyLink: 'Privacy Policy',
    submitSignup: 'Create Account',
    submittingSignup: 'Creating your account…',
    haveAccount: 'Already have an account?',
  },
  account: {
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
    verifyLicence: 'Verify License',
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
  },
  editProfile: {
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
  },
  verification: {
    title: 'Licence verification',
    verifiedTitle: 'License Verified',
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
    uploadedTitle: 'License Uploaded!',
    uploadedText:
      'Thank you. We will review it within 1-2 business days. Taking you to the home page…',
    preview: 'Preview of the selected licence photo',
  },
  admin,
  adminUsers,
  adminCars,
  adminDrivers,
  adminBookings,
  adminTickets,
  adminGps,
  revenue,
  licenceViewer,
  cars,
  contact: {
    loginTitle: 'Authentication required',
    logIn: 'Log In',
    licenceText:
      'Upload your driving licence; once an admin verifies it, you can see phone numbers.',
    verifyLicence: 'Verify License',
    showPhone: 'Show phone number',
    revealing: 'Getting the number…',
    noPhone: 'No phone number has been added yet.',
    failed: 'The phone number could not be loaded. Please try again.',
  },
  drivers,
  owner,
  driver,
  bookings,
  tickets,
  ticketBooking,
  myTickets,
  gps,
  gpsRequest,
  chat,
  states: {
    welcome: 'Welcome, {{name}}',
    loading: 'Loading…',
    accessDenied: 'Access Denied',
    accessDeniedText: 'Your account does not have access to this page.',
    loginRequired: 'Login Required',
    goHome: 'Go to Home',
    tryAgain: 'Try Again',
    logInAgain: 'Log In',
    errorTitle: 'Something went wrong',
    screenFailed: 'This page could not be loaded. Check your connection and try again.',
    search: 'Search',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    close: 'Close',
    closeNotice: 'Close this message',
    notifications: 'Notifications',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    notAvailable: 'N/A',
    dateNotAvailable: 'Date not available',
  },
  passwordChange: {
    title: 'Choose a new password',
    intro:
      'An administrator set a temporary password for your account. Choose your own password before you continue.',
    done: 'Password changed. Welcome to Kodesha!',
    settingsText: 'Change the password you log in with. Your other sessions end when you do.',
  },
  legal,
  messages,
} as const;

export type Catalogue = typeof en;
