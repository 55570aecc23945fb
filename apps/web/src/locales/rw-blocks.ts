import type { blocks } from './en-blocks';
import type { Words } from './words';

/** Kinyarwanda words of a provider's calendar (rules §4.15); English in en-blocks.ts. */
export default {
  blocks: {
    title: 'Kalendari',
    carTitle: 'Kalendari: {{name}}',
    driverTitle: 'Kalendari yanjye',
    intro:
      "Funga ibihe udashobora kwakiramo ubukode: kanda ku masaha afunguye y'icyumweru, cyangwa uhitemo igihe gitangira n'igihe kirangira hepfo. Ni amasaha y'i Kigali.",
    adminIntro:
      "Funga cyangwa ufungure ibihe by'iri tangazo nk'uko nyiraryo yabikora; abakiriya ntibabona impamvu. Ibyo uhinduye byandikwa mu byakozwe.",
    calendarLink: 'Kalendari',
    weekCaption: 'Kalendari yawe',
    formTitle: 'Funga igihe',
    startDay: 'Itariki yo gutangira',
    startTime: 'Isaha yo gutangira',
    endDay: 'Itariki yo kurangiza',
    endTime: 'Isaha yo kurangiza',
    note: "Icyitonderwa cy'ibanga (si ngombwa)",
    noteHint: "Ubona wowe n'itsinda rya Kodesha gusa, nta mukiriya. Inyuguti 200 gusa.",
    submit: 'Funga iki gihe',
    saving: 'Birafunga…',
    clear: 'Siba',
    blocked: 'Igihe cyafunzwe.',
    pickedHint: 'Kanda ku yindi saha ifunguye yo kuri uwo munsi kugira ngo wongere igihe.',
    listTitle: 'Ibihe bifunze',
    listEmpty: 'Nta gihe gifunze kiri imbere.',
    listLoading: 'Ibihe bifunze biraza…',
    listError: 'Ibihe bifunze ntibyabonetse.',
    range: '{{from}} – {{to}}',
    free: 'Fungura iki gihe',
    freeLabel: 'Fungura iki gihe: {{range}}',
    freed: 'Igihe cyafunguwe.',
    freeFailed: 'Igihe nticyashoboye gufungurwa.',
    backToDashboard: 'Subira ku kibaho',
    backToAdmin: 'Subira ku buyobozi',
  },
} satisfies Words<{ blocks: typeof blocks }>;
