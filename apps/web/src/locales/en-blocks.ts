import { i18n } from '@/lib/i18n';

/** A provider's own calendar (rules §4.15): blocking times and freeing them. */
export const blocks = {
  title: 'Calendar',
  carTitle: 'Calendar: {{name}}',
  driverTitle: 'My calendar',
  intro:
    'Block the times you cannot take bookings: tap free hours in the week, or choose a start and an end below. Times are Kigali time.',
  adminIntro:
    'Block or free this listing’s times as its provider would; clients never see why. What you change is recorded in the audit log.',
  calendarLink: 'Calendar',
  weekCaption: 'Your calendar',
  formTitle: 'Block a time',
  startDay: 'Start date',
  startTime: 'Start time',
  endDay: 'End date',
  endTime: 'End time',
  note: 'Private note (optional)',
  noteHint: 'Only you and the Kodesha team see it, never clients. At most 200 characters.',
  submit: 'Block this time',
  saving: 'Blocking…',
  clear: 'Clear',
  blocked: 'Time blocked.',
  pickedHint: 'Tap another free hour the same day to make it longer.',
  listTitle: 'Blocked times',
  listEmpty: 'No blocked times coming up.',
  listLoading: 'Loading blocked times…',
  listError: 'The blocked times could not be loaded.',
  range: '{{from}} – {{to}}',
  free: 'Free this time',
  freeLabel: 'Free this time: {{range}}',
  freed: 'Time freed.',
  freeFailed: 'The time could not be freed.',
  backToDashboard: 'Back to dashboard',
  backToAdmin: 'Back to admin',
} as const;

i18n.addPart('blocks', { blocks });
