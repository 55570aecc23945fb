import { i18n } from '@/lib/i18n';

/**
 * `/ticket-booking` (rules §6.2): the hero, the form 'Book Your Ticket', what happens
 * next, and the blocks beside it. Types, trips, classes and passenger counts are shared
 * words: en-tickets.
 */
export const ticketBooking = {
  pageTitle: 'Book Tickets',
  hero: {
    title: 'Travel Worldwide & East Africa',
    text: 'Flights to anywhere in the world and buses from Kigali across East Africa. Tell us about your trip and our team comes back to you with pricing and availability.',
    badgesLabel: 'What we book',
    flights: 'Flight Bookings',
    buses: 'Bus Tickets',
    countries_one: '{{count}} Country',
    countries_other: '{{count}} Countries',
  },
  form: {
    title: 'Book Your Ticket',
    intro: 'Fill in your trip and we will contact you with pricing and availability.',
    ticketType: 'Ticket type',
    ticketTypeText: {
      flight: 'Any country in the world',
      bus: 'Coaches from Kigali to {{count}} countries',
    },
    tripType: 'Trip type',
    passengerSection: 'Passenger details',
    passengerName: 'Passenger name',
    passengerNameHint: 'The person who travels: it may be someone other than you.',
    passengerEmail: 'Email',
    passengerPhone: 'Phone',
    passengerPhoneHint: 'With the country code for a number outside Rwanda.',
    tripSection: 'Trip details',
    from: 'From (City)',
    fromPlaceholder: 'e.g. Kigali',
    toCountry: 'To (Country)',
    chooseCountry: 'Select a country',
    toCity: 'To (City)',
    chooseCity: 'Select a city',
    chooseCountryFirst: 'Select a country first',
    departureDate: 'Departure date',
    returnDate: 'Return date',
    passengers: 'Passengers',
    class: 'Class',
    specialRequests: 'Special requests (optional)',
    specialRequestsHint: 'Seats, luggage, meals, help at the airport or the bus station…',
    characters: '{{count}} / {{max}} characters',
    submit: 'Submit Booking Request',
    submitting: 'Submitting...',
    noPayment: 'Nothing is paid on Kodesha: our team arranges payment with you separately.',
  },
  success: {
    title: 'Request sent',
    reference: 'Your reference: {{reference}}',
    viewMine: 'View My Ticket Bookings',
  },
  next: {
    title: 'What happens next',
    steps: {
      review: 'Our team reviews your request.',
      contact: 'We contact you within 24 hours with pricing and availability.',
      payment:
        'Payment and travel details are given to you separately: nothing is paid on Kodesha.',
      /** By what this server sends beyond the app (rules §10.3): never a channel it lacks. */
      updates: {
        app: 'When the team answers, you get a notification on Kodesha, and the status and the price quoted show on My Ticket Bookings.',
        sms: 'When the team answers, you get a notification on Kodesha and an SMS to your verified phone (unless you turned SMS off), and the status and the price quoted show on My Ticket Bookings.',
        email:
          'When the team answers, you get a notification on Kodesha and an email (unless you turned email off), and the status and the price quoted show on My Ticket Bookings.',
        both: 'When the team answers, you get a notification on Kodesha, an SMS to your verified phone and an email (unless you turned them off), and the status and the price quoted show on My Ticket Bookings.',
      },
    },
    seeRequests: 'See your requests on My Ticket Bookings',
  },
  why: {
    title: 'Why Choose Kodesha?',
    quick: {
      title: 'Quick Response',
      text: 'Pricing and availability within 24 hours.',
    },
    secure: {
      title: 'Secure & Reliable',
      text: 'Your details go only to our travel team, and no payment is taken on the platform.',
    },
    support: {
      title: '24/7 Support',
      text: 'Write to us at any time about a trip or a request.',
    },
  },
  destinations: {
    title: 'Popular Destinations',
    text: 'Choose one to fill in where you are going.',
    chooseHint: 'use as destination',
  },
  help: {
    title: 'Need Help?',
    text: 'Questions about a route, dates or a request you sent? Our travel team is happy to help.',
    phone: 'Phone',
    email: 'E-mail',
    helpCentre: 'Visit the Help Centre',
  },
};

i18n.addPart('ticket-booking', { ticketBooking });
