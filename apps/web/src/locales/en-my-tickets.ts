import { i18n } from '@/lib/i18n';

/**
 * `/my-ticket-bookings` and the account's My Tickets tab (rules §6.6). The words the ticket
 * screens share (types, classes, statuses and their meanings) are in en-tickets.
 */
export const myTickets = {
  title: 'My Ticket Bookings',
  tabTitle: 'My Tickets',
  intro: 'Your flight and bus ticket requests, and our team’s answers.',
  bookTicket: 'Book a Ticket',
  statusFilter: 'Filter ticket bookings by status',
  all: 'All Bookings',
  count_one: '{{shown}} of {{count}} booking',
  count_other: '{{shown}} of {{count}} bookings',
  loginTitle: 'Please Log In',
  loginText: 'You need to be logged in to view your ticket bookings',
  logIn: 'Log In',
  loading: 'Loading your ticket bookings…',
  errorTitle: 'Error Loading Bookings',
  emptyTitle: 'No Ticket Bookings Yet',
  emptyText:
    'Request a flight anywhere in the world or a bus ticket across East Africa: our team replies within 24 hours with pricing and availability.',
  bookFirst: 'Book Your First Ticket',
  noneOfStatus: {
    pending: 'No pending ticket bookings',
    confirmed: 'No confirmed ticket bookings',
    cancelled: 'No cancelled ticket bookings',
  },
  noneOfStatusText: 'None of your ticket requests has this status.',
  showAll: 'Show All Bookings',
  /** Read between the two cities by screen readers, where the screen draws an arrow. */
  to: 'to',
  departs: 'Departs',
  returns: 'Returns',
  passengersAndClass: '{{passengers}} · {{class}}',
  bookedOn: 'Booked on {{date}}',
  viewDetails: 'View Details',
  viewDetailsOf: 'View details of request {{reference}}',
  details: {
    title: 'Ticket Booking Details',
    trip: 'Trip Information',
    type: 'Ticket type',
    tripType: 'Trip',
    route: 'Route',
    departure: 'Departure date',
    return: 'Return date',
    passengers: 'Passengers',
    class: 'Class',
    passenger: 'Passenger Information',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    notProvided: 'Not provided',
    status: 'Status',
    booking: 'Booking Information',
    reference: 'Booking ID',
    bookedOn: 'Booked on',
    updated: 'Last updated',
    answeredOn: 'Answered on',
    specialRequests: 'Special Requests',
    noSpecialRequests: 'No special requests',
    meanings: 'What the statuses mean',
    current: 'Current status',
  },
  close: 'Close',
};

i18n.addPart('my-tickets', { myTickets });
