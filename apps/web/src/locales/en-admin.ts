/**
 * The admin area's shell, overview, settings and audit log (rules §8.1, §8.4, §8.13, §8.14).
 * Each management screen has its own file: en-admin-users, en-admin-listings, en-admin-bookings.
 */
export const admin = {
  title: 'Admin Dashboard',
  intro: 'Run the marketplace: people, licences, cars, drivers and bookings.',
  tabsLabel: 'Admin sections',
  tabs: {
    overview: 'Overview',
    users: 'Users',
    cars: 'Cars',
    drivers: 'Drivers',
    bookings: 'Bookings',
    settings: 'Settings',
    audit: 'Audit Log',
  },
  backToDashboard: 'Back to the admin dashboard',
  openFullScreen: 'Open full screen',
  // The licence queue of rules §8.2, until the users screen replaces it.
  licenceQueue: 'Pending verifications',
  licenceQueueText: 'People waiting for their driving licence to be checked, oldest first.',
  empty: 'No licences are waiting for review.',
  submitted: 'Submitted {{date}}',
  verify: 'Verify',
  reject: 'Reject',
  verified: 'License verified for {{name}}',
  rejected: 'License rejected for {{name}}',
  imageAlt: 'Driving licence of {{name}}',
  imageFailed: 'Failed to load license image',
  noImage: 'No license image available',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
  pagination: 'Pages of the queue',
} as const;

/** The licence viewer of the admin screens (rules §8.2): zoom, rotate, download, decide. */
export const licenceViewer = {
  title: 'Driving licence of {{name}}',
  imageAlt: 'Driving licence of {{name}}',
  loading: 'Loading the licence photo…',
  failed: 'Failed to load license image',
  missing: 'No license image available',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: 'Zoom {{percent}}%',
  rotate: 'Rotate 90°',
  download: 'Download',
  approve: 'Approve',
  reject: 'Reject',
  deciding: 'Saving…',
  submitted: 'Sent {{date}}',
  controls: 'Photo controls',
} as const;
