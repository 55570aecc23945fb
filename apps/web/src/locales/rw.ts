import { messagesRw } from '@kodesha/domain';
import type { en } from './en';
import type { Words } from './words';

/** Kinyarwanda words of the shell (header, footer, home, screen states); English in en.ts. */
export default {
  brand: { name: 'Kodesha', tagline: "Kodesha imodoka n'abashoferi mu Rwanda hose" },
  meta: {
    siteDescription:
      "Kodesha imodoka ku ba nyir'imodoka bo hafi yawe nta muhuza, kandi ukodeshe abashoferi bigenga ku isaha, mu Rwanda hose.",
    carListDescription:
      "Imodoka zikodeshwa ku isaha na ba nyir'imodoka bo muri Kigali, Musanze, Huye no mu Rwanda hose. Gereranya ibiciro mu RWF kandi ukodeshe nta muhuza.",
    carListIn: 'Imodoka zikodeshwa i {{location}}',
    carDescription:
      "{{title}} ikodeshwa i {{location}} ku {{price}} ku isaha, na nyir'imodoka wo muri ako gace, kuri Kodesha.",
    driverListDescription:
      "Abashoferi bigenga bafite uruhushya rwemejwe, bakodeshwa ku isaha mu Rwanda hose: gutwara mu mujyi, ingendo ndende, kujya no kuva ku kibuga cy'indege n'ibindi.",
    driverDescription:
      "{{name}}, umushoferi w'i {{location}} ufite uburambe bw'imyaka {{count}}, ukodeshwa ku {{price}} ku isaha kuri Kodesha.",
    ticketDescription:
      "Saba amatike y'indege ajya ku isi yose n'amatike ya bisi muri Afurika y'Iburasirazuba. Itsinda ryacu rizakumenyesha igiciro n'imyanya ihari mu masaha 24.",
    forgotDescription:
      "Hindura ijambo ry'ibanga rya Kodesha wibagiwe ukoresheje link ya imeli cyangwa kode ya SMS.",
    resetDescription: "Hitamo ijambo ry'ibanga rishya rya konti yawe ya Kodesha.",
    loginDescription: "Injira muri Kodesha ucunge ubukode bwawe n'ubutumwa bwawe.",
    signupDescription:
      "Fungura konti kuri Kodesha ukodeshe imodoka, ushyire imodoka yawe ku rubuga cyangwa wiyandikishe nk'umushoferi.",
  },
  nav: {
    home: 'Ahabanza',
    browseCars: 'Reba imodoka',
    hireDriver: 'Kodesha umushoferi',
    bookTickets: 'Saba itike',
    logIn: 'Injira',
    signUp: 'Iyandikishe',
    logOut: 'Sohoka',
    adminDashboard: 'Ubuyobozi',
    ownerDashboard: 'Imbonerahamwe',
    driverDashboard: 'Imbonerahamwe',
    myAccount: 'Konti yanjye',
    messages: 'Ubutumwa',
    notifications: 'Imenyesha',
    unreadNotifications_one: 'Imenyesha {{count}} ritarasomwa',
    unreadNotifications_other: 'Imenyesha {{count}} ritarasomwa',
    openMenu: 'Fungura urutonde',
    closeMenu: 'Funga urutonde',
    mainNavigation: "Ibice by'urubuga",
    skipToContent: 'Jya ku bikubiyemo',
  },
  footer: {
    about:
      "Kodesha ihuza abantu bakeneye imodoka cyangwa umushoferi na ba nyir'imodoka bo hafi yabo n'abashoferi bigenga, mu Rwanda hose.",
    quickLinks: "Imiyoboro y'ingenzi",
    listYourCar: 'Shyira imodoka yawe ku rubuga',
    legal: 'Amategeko',
    terms: "Amabwiriza y'imikoreshereze",
    privacy: "Politiki y'ibanga",
    faq: 'Ibibazo bikunze kubazwa',
    help: 'Ubufasha',
    contact: 'Twandikire',
    contactEmail: 'hello@kodesha.rw',
    contactPlace: 'Kigali, Rwanda',
    disclaimer:
      "Kodesha ihuza abantu gusa. Ubukode, kwishyura n'andi masezerano bikorwa hagati y'abakoresha ubwabo; nta kwishyura gukorerwa ku rubuga.",
    secure: 'Ihuza ririnzwe',
    secureNote:
      "Amagambo y'ibanga ntabikwa uko yanditse; amafoto y'impushya zo gutwara na nimero za telefoni bikomeza kuba ibanga.",
    copyright: '© {{year}} Kodesha',
  },
  home: {
    heroTitle: "Kodesha imodoka nta muhuza, ku ba nyir'imodoka bo hafi yawe",
    heroText:
      'Shaka imodoka ku isaha cyangwa ukodeshe umushoferi wigenga, mu bantu bo hafi yawe i Kigali, Musanze, Huye no mu Rwanda hose.',
    searchTitle: 'Ukeneye imodoka ryari?',
    searchButton: 'Shaka imodoka ziboneka',
    browseCars: 'Reba imodoka zihari',
    listYourCar: 'Shyira imodoka yawe ku rubuga',
    howItWorks: 'Uko bikora',
    steps: {
      find: {
        title: 'Shaka imodoka',
        text: "Reba imodoka n'abashoferi bo hafi yawe, gereranya ibiciro ku isaha kandi urebe ibyo buri tangazo ritanga.",
      },
      connect: {
        title: 'Muvugane nta muhuza',
        text: "Ohereza ubusabe bwo gukodesha kandi uganire na nyir'imodoka cyangwa umushoferi. Mwumvikana ku bisobanuro byose hamwe.",
      },
      safe: {
        title: 'Byizewe kandi byoroshye',
        text: "Ba nyir'imodoka babona impushya zemejwe; nimero ya telefoni igaragara gusa ku mukiriya wemejwe, cyangwa ku bukode bwemejwe.",
      },
    },
    idleTitle: 'Ufite imodoka ihagaze idakora?',
    idleText:
      'Yishyire kuri Kodesha maze ikwinjirize amafaranga mu masaha yari kumara ihagaze. Ni wowe ushyiraho igiciro kandi ni wowe uhitamo uyitwara.',
    registerDriver: "Iyandikishe nk'umushoferi",
    acrossRwanda: 'Turaboneka mu Rwanda hose',
    acrossRwandaText: 'Hitamo umujyi urebe imodoka ziwurimo.',
  },
  /** The language control (rules §9.15): its label, in each language. */
  language: {
    label: 'Ururimi',
    failed:
      "Amagambo y'uru rurimi ntiyabashije kuboneka. Reba interineti yawe maze wongere ugerageze.",
  },
  pwa: {
    offlineNote: 'Nta interineti — ibigaragara ni ibyo ku wa {{time}}',
    offlineTitle: 'Nta interineti ufite',
    offlineText:
      'Iyi paji ntiyigeze ifungurwa kuri iki gikoresho, ntishobora kugaragara nta interineti. Paji wafunguye mbere ziracyafunguka.',
    tryAgain: 'Ongera ugerageze',
    goHome: 'Jya ku rupapuro rw’ibanze',
    updateReady: 'Verisiyo nshya yabonetse',
    reload: 'Ongera ufungure',
    installTitle: 'Shyira Kodesha kuri ecran ya telefoni yawe',
    installText: 'Uyifungure nka porogaramu, urebe imodoka warebye n’iyo nta interineti ufite.',
    install: 'Shyiraho',
    notNow: 'Ubutaha',
  },
  states: {
    welcome: 'Murakaza neza, {{name}}',
    loading: 'Birimo gufunguka…',
    accessDenied: 'Ntiwemerewe kwinjira',
    accessDeniedText: 'Konti yawe ntiyemerewe kureba iyi paji.',
    loginRequired: 'Banza winjire',
    goHome: 'Subira ahabanza',
    tryAgain: 'Ongera ugerageze',
    logInAgain: 'Injira',
    errorTitle: 'Habaye ikibazo',
    screenFailed: 'Iyi paji ntiyashoboye gufunguka. Reba interineti yawe wongere ugerageze.',
    search: 'Shakisha',
    previous: 'Ibibanjirije',
    next: 'Ibikurikira',
    pageOf: 'Paji {{page}} muri {{pages}}',
    close: 'Funga',
    closeNotice: 'Funga ubu butumwa',
    notifications: 'Imenyesha',
    cancel: 'Reka',
    save: 'Bika',
    saving: 'Birimo kubikwa…',
    notAvailable: 'Ntibihari',
    dateNotAvailable: 'Itariki ntiboneka',
  },
  messages: messagesRw,
} satisfies Words<typeof en>;
