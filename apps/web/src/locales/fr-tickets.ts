import type { tickets } from './en-tickets';
import type { Words } from './words';

/** French words every ticket screen shares (rules §6); English in en-tickets.ts. */
export default {
  tickets: {
    type: { flight: 'Vol', bus: 'Bus' },
    typeLong: { flight: 'Vol (monde entier)', bus: 'Bus (Afrique de l’Est)' },
    trip: { one_way: 'Aller simple', round_trip: 'Aller-retour' },
    class: { economy: 'Économique', business: 'Affaires', first: 'Première classe' },
    status: { pending: 'En attente', confirmed: 'Confirmée', cancelled: 'Annulée' },
    statusMeaning: {
      pending:
        'Notre équipe examine votre demande et vous contactera avec le prix et les disponibilités.',
      confirmed:
        'Notre équipe a confirmé votre trajet. Le paiement et les détails du voyage vous sont communiqués séparément.',
      cancelled: 'Cette demande a été annulée et ne sera pas réservée.',
    },
    passengers_one: '{{count}} passager',
    passengers_other: '{{count}} passagers',
    route: 'De {{from}} à {{city}}, {{country}}',
    reference: 'Demande {{reference}}',
    quotedPrice: 'Prix proposé',
    teamNotes: 'Note de notre équipe',
  },
} satisfies Words<{ tickets: typeof tickets }>;
