import { i18n } from '@/lib/i18n';

/**
 * The words every ticket screen shares (rules §6): types, trips, classes, statuses and
 * what each status means to the traveller. Each screen's own words are beside it:
 * en-ticket-booking (the request form), en-my-tickets, en-admin-tickets.
 */
export const tickets = {
  type: { flight: 'Flight', bus: 'Bus' },
  typeLong: { flight: 'Flight (Worldwide)', bus: 'Bus (East Africa)' },
  trip: { one_way: 'One Way', round_trip: 'Round Trip' },
  class: { economy: 'Economy', business: 'Business', first: 'First Class' },
  status: { pending: 'Pending', confirmed: 'Confirmed', cancelled: 'Cancelled' },
  statusMeaning: {
    pending:
      'Our team is reviewing your request and will contact you with pricing and availability.',
    confirmed: 'Our team has confirmed your trip. Payment and travel details come separately.',
    cancelled: 'This request was cancelled and will not be booked.',
  },
  passengers_one: '{{count}} Passenger',
  passengers_other: '{{count}} Passengers',
  route: '{{from}} to {{city}}, {{country}}',
  reference: 'Request {{reference}}',
  quotedPrice: 'Quoted price',
  teamNotes: 'Note from our team',
};

i18n.addPart('tickets', { tickets });
