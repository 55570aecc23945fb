import { i18n } from '@/lib/i18n';

/**
 * The words the GPS screens share (rules §7): statuses, times of day, what a status means
 * to the owner. Each screen's own words: en-gps-request (the owner's), en-admin-gps.
 */
export const gps = {
  status: {
    pending: 'Pending',
    approved: 'Approved',
    completed: 'Completed',
    rejected: 'Rejected',
  },
  statusMeaning: {
    pending: 'Our team will contact you within 24-48 hours to schedule the installation.',
    approved: 'The installation is scheduled.',
    completed: 'The tracker is installed.',
    rejected: 'This request will not go ahead.',
  },
  time: {
    morning: 'Morning (8 AM - 12 PM)',
    afternoon: 'Afternoon (12 PM - 5 PM)',
    evening: 'Evening (5 PM - 8 PM)',
  },
  reference: 'Request {{reference}}',
  installationDate: 'Installation date',
  teamNotes: 'Note from our team',
};

i18n.addPart('gps', { gps });
