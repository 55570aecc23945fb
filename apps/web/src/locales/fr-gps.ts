import type { gps } from './en-gps';
import type { Words } from './words';

/** French words the GPS screens share (rules §7); English in en-gps.ts. */
export default {
  gps: {
    status: {
      pending: 'En attente',
      approved: 'Approuvée',
      completed: 'Terminée',
      rejected: 'Refusée',
    },
    statusMeaning: {
      pending: 'Notre équipe vous contactera sous 24 à 48 heures pour planifier l’installation.',
      approved: 'L’installation est planifiée.',
      completed: 'Le traceur est installé.',
      rejected: 'Cette demande n’aura pas de suite.',
    },
    time: {
      morning: 'Matin (8 h - 12 h)',
      afternoon: 'Après-midi (12 h - 17 h)',
      evening: 'Soir (17 h - 20 h)',
    },
    reference: 'Demande {{reference}}',
    installationDate: 'Date d’installation',
    teamNotes: 'Note de notre équipe',
  },
} satisfies Words<{ gps: typeof gps }>;
