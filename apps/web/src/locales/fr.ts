import { messagesFr } from '@kodesha/domain';
import type { en } from './en';
import type { Words } from './words';

/** French words of the shell (header, footer, home, screen states); English in en.ts. */
export default {
  brand: {
    name: 'Kodesha',
    tagline: 'Louez des voitures et engagez des chauffeurs partout au Rwanda',
  },
  meta: {
    siteDescription:
      'Louez des voitures directement auprès de propriétaires locaux et engagez des chauffeurs indépendants à l’heure, partout au Rwanda.',
    carListDescription:
      'Voitures à louer à l’heure auprès de propriétaires locaux à Kigali, Musanze, Huye et partout au Rwanda. Comparez les prix en RWF et réservez directement.',
    carListIn: 'Voitures à louer à {{location}}',
    carDescription:
      '{{title}} à louer à {{location}} pour {{price}} par heure, auprès d’un propriétaire local sur Kodesha.',
    driverListDescription:
      'Chauffeurs indépendants au permis vérifié, à engager à l’heure partout au Rwanda : conduite en ville, longues distances, transferts vers l’aéroport et plus encore.',
    driverDescription:
      '{{name}}, chauffeur à {{location}} avec {{count}} ans d’expérience, à engager pour {{price}} par heure sur Kodesha.',
    ticketDescription:
      'Demandez des billets d’avion pour le monde entier et des billets de bus en Afrique de l’Est. Notre équipe vous répond sous 24 heures avec le prix et les disponibilités.',
    forgotDescription:
      'Réinitialisez un mot de passe Kodesha oublié par un lien e-mail ou un code SMS.',
    resetDescription: 'Choisissez un nouveau mot de passe pour votre compte Kodesha.',
    loginDescription: 'Connectez-vous à Kodesha pour gérer vos réservations et vos messages.',
    signupDescription:
      'Créez un compte Kodesha pour louer une voiture, proposer votre voiture ou vous inscrire comme chauffeur.',
  },
  nav: {
    home: 'Accueil',
    browseCars: 'Voir les voitures',
    hireDriver: 'Engager un chauffeur',
    bookTickets: 'Réserver un billet',
    logIn: 'Connexion',
    signUp: 'Inscription',
    logOut: 'Déconnexion',
    adminDashboard: 'Administration',
    ownerDashboard: 'Tableau de bord',
    driverDashboard: 'Tableau de bord',
    myAccount: 'Mon compte',
    messages: 'Messages',
    notifications: 'Notifications',
    unreadNotifications_one: '{{count}} notification non lue',
    unreadNotifications_other: '{{count}} notifications non lues',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainNavigation: 'Navigation principale',
    skipToContent: 'Aller au contenu',
  },
  footer: {
    about:
      'Kodesha met en relation les personnes qui ont besoin d’une voiture ou d’un chauffeur avec des propriétaires locaux et des chauffeurs indépendants, partout au Rwanda.',
    quickLinks: 'Liens rapides',
    listYourCar: 'Proposez votre voiture',
    legal: 'Informations légales',
    terms: 'Conditions d’utilisation',
    privacy: 'Politique de confidentialité',
    faq: 'FAQ',
    help: 'Centre d’aide',
    contact: 'Contact',
    contactEmail: 'hello@kodesha.rw',
    contactPlace: 'Kigali, Rwanda',
    disclaimer:
      'Kodesha se contente de mettre les gens en relation. Les réservations, les paiements et les arrangements se règlent directement entre utilisateurs ; aucun paiement n’est effectué sur la plateforme.',
    secure: 'Connexion sécurisée',
    secureNote:
      'Les mots de passe ne sont jamais stockés en clair ; les photos de permis et les numéros de téléphone restent privés.',
    copyright: '© {{year}} Kodesha',
  },
  home: {
    heroTitle: 'Louez des voitures directement auprès de propriétaires locaux',
    heroText:
      'Trouvez une voiture à l’heure ou engagez un chauffeur indépendant, près de chez vous à Kigali, Musanze, Huye et partout au Rwanda.',
    searchTitle: 'Quand vous faut-il une voiture ?',
    searchButton: 'Voir les voitures libres',
    browseCars: 'Voir les voitures disponibles',
    listYourCar: 'Proposez votre voiture',
    howItWorks: 'Comment ça marche',
    steps: {
      find: {
        title: 'Trouvez une voiture',
        text: 'Parcourez les voitures et les chauffeurs près de chez vous, comparez les prix par heure et voyez ce que propose chaque annonce.',
      },
      connect: {
        title: 'Contactez directement',
        text: 'Envoyez une demande de réservation et discutez avec le propriétaire ou le chauffeur. Vous fixez les détails ensemble.',
      },
      safe: {
        title: 'Sûr et simple',
        text: 'Les propriétaires voient les permis vérifiés ; un numéro de téléphone ne s’affiche qu’à un client vérifié, ou sur une réservation confirmée.',
      },
    },
    idleTitle: 'Votre voiture reste au garage ?',
    idleText:
      'Mettez-la en location sur Kodesha et gagnez de l’argent pendant les heures où elle resterait à l’arrêt. Vous fixez le prix et choisissez qui la conduit.',
    registerDriver: 'Devenir chauffeur',
    acrossRwanda: 'Disponible partout au Rwanda',
    acrossRwandaText: 'Choisissez une ville pour voir les voitures qui y sont proposées.',
  },
  /** The language control (rules §9.15): its label, in each language. */
  language: {
    label: 'Langue',
    failed:
      'Les textes dans cette langue n’ont pas pu être chargés. Vérifiez votre connexion et réessayez.',
  },
  pwa: {
    offlineNote: 'Hors ligne — affiché tel qu’au {{time}}',
    offlineTitle: 'Vous êtes hors ligne',
    offlineText:
      'Cette page n’a jamais été ouverte sur cet appareil : elle ne peut pas s’afficher sans connexion. Les pages déjà ouvertes s’ouvrent toujours.',
    tryAgain: 'Réessayer',
    goHome: 'Aller à l’accueil',
    updateReady: 'Une nouvelle version est prête',
    reload: 'Recharger',
    installTitle: 'Ajoutez Kodesha à votre écran d’accueil',
    installText:
      'Ouvrez-le comme une application, et revoyez les voitures consultées même sans connexion.',
    install: 'Installer',
    notNow: 'Plus tard',
  },
  states: {
    welcome: 'Bienvenue, {{name}}',
    loading: 'Chargement…',
    accessDenied: 'Accès refusé',
    accessDeniedText: 'Votre compte n’a pas accès à cette page.',
    loginRequired: 'Connexion requise',
    goHome: 'Retour à l’accueil',
    tryAgain: 'Réessayer',
    logInAgain: 'Connexion',
    errorTitle: 'Un problème est survenu',
    screenFailed: 'Impossible de charger cette page. Vérifiez votre connexion et réessayez.',
    search: 'Rechercher',
    previous: 'Précédent',
    next: 'Suivant',
    pageOf: 'Page {{page}} sur {{pages}}',
    close: 'Fermer',
    closeNotice: 'Fermer ce message',
    notifications: 'Notifications',
    cancel: 'Annuler',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    notAvailable: 'N/D',
    dateNotAvailable: 'Date non disponible',
  },
  messages: messagesFr,
} satisfies Words<typeof en>;
