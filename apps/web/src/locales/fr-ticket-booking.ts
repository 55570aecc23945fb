import type { ticketBooking } from './en-ticket-booking';
import type { Words } from './words';

/** French words of the ticket request page (rules §6.2); English in en-ticket-booking.ts. */
export default {
  ticketBooking: {
    pageTitle: 'Réserver des billets',
    hero: {
      title: 'Voyagez dans le monde et en Afrique de l’Est',
      text: 'Des vols vers le monde entier et des bus depuis Kigali à travers l’Afrique de l’Est. Parlez-nous de votre trajet : notre équipe revient vers vous avec le prix et les disponibilités.',
      badgesLabel: 'Ce que nous réservons',
      flights: 'Billets d’avion',
      buses: 'Billets de bus',
      countries_one: '{{count}} pays',
      countries_other: '{{count}} pays',
    },
    form: {
      title: 'Réservez votre billet',
      intro: 'Décrivez votre trajet et nous vous contacterons avec le prix et les disponibilités.',
      ticketType: 'Type de billet',
      ticketTypeText: {
        flight: 'N’importe quel pays du monde',
        bus: 'Cars depuis Kigali vers {{count}} pays',
      },
      tripType: 'Type de trajet',
      passengerSection: 'Le passager',
      passengerName: 'Nom du passager',
      passengerNameHint: 'La personne qui voyage : ce peut être quelqu’un d’autre que vous.',
      passengerEmail: 'E-mail',
      passengerPhone: 'Téléphone',
      passengerPhoneHint: 'Avec l’indicatif du pays pour un numéro hors du Rwanda.',
      tripSection: 'Le trajet',
      from: 'Départ (ville)',
      fromPlaceholder: 'ex. Kigali',
      toCountry: 'Arrivée (pays)',
      chooseCountry: 'Choisissez un pays',
      toCity: 'Arrivée (ville)',
      chooseCity: 'Choisissez une ville',
      chooseCountryFirst: 'Choisissez d’abord un pays',
      departureDate: 'Date de départ',
      returnDate: 'Date de retour',
      passengers: 'Passagers',
      class: 'Classe',
      specialRequests: 'Demandes particulières (facultatif)',
      specialRequestsHint: 'Sièges, bagages, repas, aide à l’aéroport ou à la gare routière…',
      characters: '{{count}} / {{max}} caractères',
      submit: 'Envoyer la demande',
      submitting: 'Envoi…',
      noPayment:
        'Rien n’est payé sur Kodesha : notre équipe convient du paiement avec vous séparément.',
    },
    success: {
      title: 'Demande envoyée',
      reference: 'Votre référence : {{reference}}',
      viewMine: 'Voir mes réservations de billets',
    },
    next: {
      title: 'Et ensuite ?',
      steps: {
        review: 'Notre équipe examine votre demande.',
        contact: 'Nous vous contactons sous 24 heures avec le prix et les disponibilités.',
        payment:
          'Le paiement et les détails du voyage vous sont communiqués séparément : rien n’est payé sur Kodesha.',
        updates: {
          app: 'Quand l’équipe répond, vous recevez une notification sur Kodesha, et le statut et le prix proposé s’affichent dans Mes réservations de billets.',
          sms: 'Quand l’équipe répond, vous recevez une notification sur Kodesha et un SMS sur votre téléphone vérifié (sauf si vous avez désactivé les SMS), et le statut et le prix proposé s’affichent dans Mes réservations de billets.',
          email:
            'Quand l’équipe répond, vous recevez une notification sur Kodesha et un e-mail (sauf si vous avez désactivé les e-mails), et le statut et le prix proposé s’affichent dans Mes réservations de billets.',
          both: 'Quand l’équipe répond, vous recevez une notification sur Kodesha, un SMS sur votre téléphone vérifié et un e-mail (sauf si vous les avez désactivés), et le statut et le prix proposé s’affichent dans Mes réservations de billets.',
        },
      },
      seeRequests: 'Voir vos demandes dans Mes réservations de billets',
    },
    why: {
      title: 'Pourquoi choisir Kodesha ?',
      quick: {
        title: 'Réponse rapide',
        text: 'Le prix et les disponibilités sous 24 heures.',
      },
      secure: {
        title: 'Sûr et fiable',
        text: 'Vos informations ne vont qu’à notre équipe voyages, et aucun paiement ne se fait sur la plateforme.',
      },
      support: {
        title: 'Assistance 24/7',
        text: 'Écrivez-nous à tout moment au sujet d’un trajet ou d’une demande.',
      },
    },
    destinations: {
      title: 'Destinations populaires',
      text: 'Choisissez-en une pour remplir votre destination.',
      chooseHint: 'choisir comme destination',
    },
    help: {
      title: 'Besoin d’aide ?',
      text: 'Une question sur un itinéraire, des dates ou une demande envoyée ? Notre équipe voyages est là pour vous aider.',
      phone: 'Téléphone',
      email: 'E-mail',
      helpCentre: 'Voir le Centre d’aide',
    },
  },
} satisfies Words<{ ticketBooking: typeof ticketBooking }>;
