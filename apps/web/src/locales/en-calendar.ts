import { i18n } from '@/lib/i18n';

/**
 * A listing's calendar (rules §4.15, §4.17): the week view of its free and busy hours, the
 * booking form's days it cannot offer, and similar listings free when a time was taken.
 */
export const calendar = {
  title: 'When it is free',
  intro: 'Tap a free hour to start your request there. Times are Kigali time.',
  weekOf: '{{from}} – {{to}}',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  loading: 'Loading the calendar…',
  error: 'The calendar could not be loaded.',
  legendLabel: 'What the colours mean',
  kind: {
    free: 'Free',
    booked: 'Booked',
    blocked: 'Blocked',
    closed: 'Not available',
    picked: 'Your choice',
  },
  cell: '{{day}}, {{time}}: {{kind}}',
  hourHeader: 'Hour',
  // the booking form
  chooseDateFirst: 'Choose a date first',
  chooseStart: 'Choose a time',
  loadingHours: 'Loading free hours…',
  refusal: {
    not_a_day: {
      mon: 'Not available on Mondays',
      tue: 'Not available on Tuesdays',
      wed: 'Not available on Wednesdays',
      thu: 'Not available on Thursdays',
      fri: 'Not available on Fridays',
      sat: 'Not available on Saturdays',
      sun: 'Not available on Sundays',
    },
    fully_booked: 'Fully booked on this day. Please choose another date.',
    passed: 'No hours left on this day. Please choose another date.',
  },
  // similar listings after a time was taken
  similarCars: 'Similar cars free then',
  similarDrivers: 'Similar drivers free then',
  similarNone: 'No similar listing is free then.',
  perHour: '{{price}} / hour',
} as const;

i18n.addPart('calendar', { calendar });
