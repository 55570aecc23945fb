import type { listingCalendar } from './en-listing-calendar';
import type { Words } from './words';

/** French words of a listing's calendar fields (rules §4.15, §4.16); English in en-listing-calendar.ts. */
export default {
  listingCalendar: {
    availableDays: 'Jours disponibles *',
    fromHour: 'De',
    toHour: 'Jusqu’à',
    instantBook: 'Réservation instantanée',
    instantBookHint:
      'Les demandes de clients au permis et au téléphone vérifiés, pour un moment libre, sont confirmées aussitôt, sans attendre votre réponse.',
    noSmsNote:
      'La réservation instantanée demande des clients au téléphone vérifié, et les téléphones ne peuvent pas encore être vérifiés sur ce serveur : chaque réservation reste une demande à laquelle vous répondez. Vous pouvez l’activer dès maintenant pour plus tard.',
    minNotice: 'Préavis minimum (heures)',
    minNoticeHint:
      'De 0 à 72 : combien d’heures avant son début une réservation peut être confirmée aussitôt.',
  },
} satisfies Words<{ listingCalendar: typeof listingCalendar }>;
