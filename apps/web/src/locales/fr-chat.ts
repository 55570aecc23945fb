import type { chat } from './en-chat';
import type { Words } from './words';

/** French words of the chat screens (rules §5.7); English in en-chat.ts. */
export default {
  chat: {
    title: 'Messages',
    intro: 'Vos discussions avec les propriétaires, les chauffeurs et les clients.',
    ownerIntro: 'Questions et réponses avec les clients au sujet de vos voitures.',
    backToDashboard: 'Retour au tableau de bord',
    conversations: 'Discussions',
    loadingChats: 'Chargement des discussions…',
    emptyTitle: 'Aucun message pour l’instant',
    emptyText:
      'Ouvrez une voiture ou un chauffeur et choisissez Écrire au propriétaire ou Écrire au chauffeur pour poser une question.',
    ownerEmptyText:
      'Quand un client vous écrit au sujet d’une de vos voitures, la discussion apparaît ici.',
    showMore: 'Plus de discussions',
    pickTitle: 'Choisissez une discussion',
    pickText: 'Choisissez une discussion pour la lire et répondre.',
    backToList: 'Retour aux discussions',
    about: { car: 'Voiture : {{title}}', driver: 'Chauffeur : {{title}}' },
    you: 'Vous : {{text}}',
    noMessages: 'Aucun message pour l’instant',
    loadingMessages: 'Chargement des messages…',
    notFound: 'Cette discussion n’existe pas, ou elle n’est pas à vous.',
    loadOlder: 'Voir les messages plus anciens',
    loadingOlder: 'Chargement des messages plus anciens…',
    threadEmpty:
      'Aucun message pour l’instant. Dites bonjour et demandez ce que vous voulez savoir.',
    threadLabel: 'Messages avec {{name}}',
    sentAt: 'Envoyé : {{time}}',
    sent: 'Envoyé',
    read: 'Lu',
    messageLabel: 'Votre message',
    placeholder: 'Écrivez un message…',
    send: 'Envoyer',
    sending: 'Envoi…',
    enterHint: 'Entrée envoie ; Maj+Entrée va à la ligne.',
    charactersLeft_one: '{{count}} caractère restant',
    charactersLeft_other: '{{count}} caractères restants',
    interestCar: 'Bonjour ! Votre {{title}} m’intéresse. Est-elle disponible ?',
    interestDriver:
      'Bonjour {{name}} ! J’aimerais vous engager comme chauffeur. Êtes-vous disponible ?',
    opening: 'Ouverture de la discussion…',
    loginTitle: 'Connexion requise',
    loginText: 'Connectez-vous ou inscrivez-vous pour écrire aux propriétaires et aux chauffeurs.',
    authTitle: 'Identification requise',
    authText:
      'Connectez-vous avec votre compte propriétaire pour lire les messages des clients et y répondre.',
    logIn: 'Connexion',
    signUp: 'Inscription',
    ownerDashboard: 'Tableau de bord propriétaire',
    unread_one: '{{count}} message non lu',
    unread_other: '{{count}} messages non lus',
    chatWithOwner: 'Écrire au propriétaire',
    chatWithDriver: 'Écrire au chauffeur',
    messageClient: 'Écrire au client',
    chatHint: 'Posez votre question dans l’application ; votre numéro reste privé.',
    openMessages: 'Ouvrir les messages',
    messageCentre: 'Centre de messages',
    viewAll: 'Voir tous les messages',
    recentEmpty:
      'Aucun message pour l’instant. Les questions des clients sur vos voitures apparaissent ici.',
  },
} satisfies Words<{ chat: typeof chat }>;
