import { messages } from '@kodesha/domain';
import { i18n } from '@/lib/i18n';
// The car and driver cards' words are the shell's too (home shows cards).
import './en-cars';
import './en-drivers';
import type { account, editProfile, verification, passwordChange } from './en-account';
import type { adminBookings } from './en-admin-bookings';
import type { adminGps } from './en-admin-gps';
import type { adminCars, adminDrivers } from './en-admin-listings';
import type { adminTickets } from './en-admin-tickets';
import type { adminUsers } from './en-admin-users';
import type { admin } from './en-admin';
import type { auth } from './en-auth';
import type { blocks } from './en-blocks';
import type { bookings } from './en-bookings';
import type { calendar } from './en-calendar';
import type { cars } from './en-cars';
import type { chat } from './en-chat';
import type { contact } from './en-contact';
import type { driver } from './en-driver';
import type { drivers } from './en-drivers';
import type { gpsRequest } from './en-gps-request';
import type { gps } from './en-gps';
import type { legal } from './en-legal';
import type { listingCalendar } from './en-listing-calendar';
import type { licenceViewer } from './en-licence-viewer';
import type { myTickets } from './en-my-tickets';
import type { adminNotifications, notifications, phone } from './en-notifications';
import type { owner } from './en-owner';
import type { revenue } from './en-revenue';
import type { ticketBooking } from './en-ticket-booking';
import type { tickets } from './en-tickets';

/**
 * The English catalogue, in the spec's words; other languages copy its shape. It comes in
 * parts (rules §9.16): here the shell's words, which every screen needs (the header, the
 * footer, home, the states of a screen, the API's messages, the car and driver cards); each
 * `en-*.ts` beside it registers its own part when imported, and the route modules
 * (app/routes) import the parts their screens use.
 */
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
    forgotDescription: 'Reset a forgotten Kodesha password by an email link or an SMS code.',
    resetDescription: 'Choose a new password for your Kodesha account.',
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
    notifications: 'Notifications',
    unreadNotifications_one: '{{count}} unread notification',
    unreadNotifications_other: '{{count}} unread notifications',
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
    searchTitle: 'When do you need a car?',
    searchButton: 'Find free cars',
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
        text: 'Owners see verified licences; a phone number shows only to a verified renter, or on a confirmed booking.',
      },
    },
    idleTitle: 'Have a Car Sitting Idle?',
    idleText:
      'List it on Kodesha and earn from the hours it would otherwise stand still. You set the price and decide who drives it.',
    registerDriver: 'Register as Driver',
    acrossRwanda: 'Available Across Rwanda',
    acrossRwandaText: 'Choose a town to see the cars listed there.',
  },
  /** The language control (rules §9.15): its label, in each language. */
  language: {
    label: 'Language',
    failed: 'The words in this language could not be loaded. Check your connection and try again.',
  },
  /** Installing, updates and offline (rules §9.21). */
  pwa: {
    offlineNote: 'Offline — shown as of {{time}}',
    offlineTitle: 'You are offline',
    offlineText:
      'This page has not been opened on this device before, so it cannot be shown without a connection. Pages you have already opened still open.',
    tryAgain: 'Try again',
    goHome: 'Go to the home page',
    updateReady: 'A new version is ready',
    reload: 'Reload',
    installTitle: 'Add Kodesha to your home screen',
    installText: 'Open it like an app, and see the cars you looked at even without a connection.',
    install: 'Install',
    notNow: 'Not now',
  },
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
  messages,
} as const;

i18n.addPart('shell', en);

/** The whole English catalogue: the shell and every part, as `t` is typed (app/i18n.ts). */
export type Catalogue = typeof en & {
  account: typeof account;
  editProfile: typeof editProfile;
  verification: typeof verification;
  passwordChange: typeof passwordChange;
  adminBookings: typeof adminBookings;
  adminGps: typeof adminGps;
  adminCars: typeof adminCars;
  adminDrivers: typeof adminDrivers;
  adminTickets: typeof adminTickets;
  adminUsers: typeof adminUsers;
  admin: typeof admin;
  auth: typeof auth;
  bookings: typeof bookings;
  calendar: typeof calendar;
  blocks: typeof blocks;
  cars: typeof cars;
  chat: typeof chat;
  contact: typeof contact;
  driver: typeof driver;
  drivers: typeof drivers;
  gpsRequest: typeof gpsRequest;
  gps: typeof gps;
  legal: typeof legal;
  listingCalendar: typeof listingCalendar;
  licenceViewer: typeof licenceViewer;
  myTickets: typeof myTickets;
  notifications: typeof notifications;
  phone: typeof phone;
  adminNotifications: typeof adminNotifications;
  owner: typeof owner;
  revenue: typeof revenue;
  ticketBooking: typeof ticketBooking;
  tickets: typeof tickets;
};
