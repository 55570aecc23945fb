import type { calendar } from './en-calendar';
import type { Words } from './words';

/** French words of a listing's calendar (rules §4.15, §4.17); English in en-calendar.ts. */
export default {
  calendar: {
    title: 'Quand il est libre',
    intro: 'Touchez une heure libre pour commencer votre demande à ce moment. Heures de Kigali.',
    weekOf: '{{from}} – {{to}}',
    previousWeek: 'Semaine précédente',
    nextWeek: 'Semaine suivante',
    loading: 'Chargement du calendrier…',
    error: 'Le calendrier n’a pas pu être chargé.',
    legendLabel: 'Ce que disent les couleurs',
    kind: {
      free: 'Libre',
      booked: 'Réservé',
      blocked: 'Bloqué',
      closed: 'Indisponible',
      picked: 'Votre choix',
    },
    cell: '{{day}}, {{time}} : {{kind}}',
    hourHeader: 'Heure',
    chooseDateFirst: 'Choisissez d’abord une date',
    chooseStart: 'Choisissez une heure',
    loadingHours: 'Chargement des heures libres…',
    refusal: {
      not_a_day: {
        mon: 'Indisponible le lundi',
        tue: 'Indisponible le mardi',
        wed: 'Indisponible le mercredi',
        thu: 'Indisponible le jeudi',
        fri: 'Indisponible le vendredi',
        sat: 'Indisponible le samedi',
        sun: 'Indisponible le dimanche',
      },
      fully_booked: 'Complet ce jour-là. Veuillez choisir une autre date.',
      passed: 'Plus aucune heure ce jour-là. Veuillez choisir une autre date.',
    },
    similarCars: 'Voitures semblables libres à ce moment',
    similarDrivers: 'Chauffeurs semblables libres à ce moment',
    similarNone: 'Aucune annonce semblable n’est libre à ce moment.',
    perHour: '{{price}} / heure',
  },
} satisfies Words<{ calendar: typeof calendar }>;
