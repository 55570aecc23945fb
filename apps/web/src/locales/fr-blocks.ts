import type { blocks } from './en-blocks';
import type { Words } from './words';

/** French words of a provider's calendar (rules §4.15); English in en-blocks.ts. */
export default {
  blocks: {
    title: 'Calendrier',
    carTitle: 'Calendrier : {{name}}',
    driverTitle: 'Mon calendrier',
    intro:
      'Bloquez les moments où vous ne pouvez pas accepter de réservation : touchez des heures libres de la semaine, ou choisissez un début et une fin ci-dessous. Heures de Kigali.',
    adminIntro:
      'Bloquez ou libérez les périodes de cette annonce comme son prestataire le ferait ; les clients ne voient jamais pourquoi. Vos changements sont inscrits au journal des actions.',
    calendarLink: 'Calendrier',
    weekCaption: 'Votre calendrier',
    formTitle: 'Bloquer une période',
    startDay: 'Date de début',
    startTime: 'Heure de début',
    endDay: 'Date de fin',
    endTime: 'Heure de fin',
    note: 'Note privée (facultative)',
    noteHint:
      'Seuls vous et l’équipe Kodesha la voyez, jamais les clients. 200 caractères au maximum.',
    submit: 'Bloquer cette période',
    saving: 'Blocage…',
    clear: 'Effacer',
    blocked: 'Période bloquée.',
    pickedHint: 'Touchez une autre heure libre du même jour pour l’allonger.',
    listTitle: 'Périodes bloquées',
    listEmpty: 'Aucune période bloquée à venir.',
    listLoading: 'Chargement des périodes bloquées…',
    listError: 'Les périodes bloquées n’ont pas pu être chargées.',
    range: '{{from}} – {{to}}',
    free: 'Libérer cette période',
    freeLabel: 'Libérer cette période : {{range}}',
    freed: 'Période libérée.',
    freeFailed: 'La période n’a pas pu être libérée.',
    backToDashboard: 'Retour au tableau de bord',
    backToAdmin: 'Retour à l’administration',
  },
} satisfies Words<{ blocks: typeof blocks }>;
