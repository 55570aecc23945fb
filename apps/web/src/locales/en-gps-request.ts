import { i18n } from '@/lib/i18n';

/**
 * `/owner/gps-request` and the owner dashboard's GPS requests (rules §7.2). Statuses, times
 * of day and what a status means are the GPS screens' shared words: en-gps.
 */
export const gpsRequest = {
  pageTitle: 'Request GPS Tracker Installation',
  intro:
    'Know where your car is, day and night. Tell us which car and where to find you: our technician comes to install the tracker.',
  backToDashboard: 'Back to dashboard',
  benefits: {
    title: 'With every tracker',
    warranty: {
      title: '{{years}}-year warranty',
      text: 'The tracker and its installation are covered.',
    },
    support: {
      title: '24/7 support',
      text: 'Our team answers day and night if anything goes wrong.',
    },
    tracking: {
      title: 'Real-time tracking',
      text: 'See where your car is at any moment, from your phone.',
    },
    response: 'We contact you within {{from}}-{{to}} hours to schedule the installation.',
  },
  form: {
    title: 'Your request',
    requiredNote: 'Fields marked * are required.',
    vehicleSection: 'Vehicle Information',
    chooseCar: 'Choose one of your cars',
    chooseCarPlaceholder: 'Select a car',
    loadingCars: 'Loading your cars…',
    anotherCar: 'Another car',
    chooseCarHint: 'We fill in its details below; you can still change them.',
    carOption: '{{year}} {{make}} {{model}}',
    carOptionWithPlate: '{{year}} {{make}} {{model}} · {{plate}}',
    make: 'Car make *',
    makePlaceholder: 'e.g. Toyota',
    model: 'Car model *',
    modelPlaceholder: 'e.g. RAV4',
    year: 'Year',
    chooseYear: 'Select a year',
    plate: 'Plate number *',
    contactSection: 'Contact Information',
    contactHint: 'From your account. Change them if our team should call someone else.',
    name: 'Owner name *',
    phone: 'Owner phone *',
    phoneHint: 'With the country code for a number outside Rwanda.',
    email: 'Owner email',
    installationSection: 'Installation Details',
    location: 'Installation location *',
    locationPlaceholder: 'e.g. Kigali Heights, KG 7 Ave',
    locationHint: 'Where should our technician come? An address or a landmark is enough.',
    preferredDate: 'Preferred date',
    preferredTime: 'Preferred time',
    anyTime: 'No preference',
    notes: 'Additional notes',
    notesPlaceholder: 'Parking, access, several cars…',
    characters: '{{count}} / {{max}} characters',
    submit: 'Submit Request',
    submitting: 'Submitting...',
    noPayment: 'Nothing is paid on Kodesha: our team agrees the installation with you.',
  },
  success: {
    title: 'Request sent',
    reference: 'Your reference: {{reference}}',
    redirecting: 'Taking you back to your dashboard…',
    backToDashboard: 'Back to dashboard',
  },
  list: {
    title: 'GPS Tracker Requests',
    intro: 'Your tracker installations and our team’s answers.',
    request: 'Request GPS Tracker',
    loading: 'Loading your GPS requests…',
    failed: 'Your GPS requests could not be loaded. Please try again.',
    emptyTitle: 'No GPS tracker requests yet',
    emptyText: 'Ask for a tracker in any of your cars: our team installs it where you are.',
    carTitle: '{{make}} {{model}} {{year}}',
    requested: 'Requested',
    preferred: 'Preferred',
    notSpecified: 'Not specified',
    notScheduled: 'Not scheduled yet',
    showAll: 'Show all {{count}} requests',
    showFewer: 'Show fewer',
  },
};

i18n.addPart('gps-request', { gpsRequest });
