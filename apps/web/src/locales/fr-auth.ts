import type { auth } from './en-auth';
import type { Words } from './words';

/** French words of logging in and signing up; English in en-auth.ts. */
export default {
  auth: {
    loginTitle: 'Connectez-vous à Kodesha',
    loginSubtitle: 'Bon retour. Connectez-vous pour gérer vos réservations et vos messages.',
    signedInTitle: 'Vous êtes connecté',
    signedInText: 'Vous êtes connecté en tant que {{name}}.',
    continueSignedIn: 'Continuer',
    switchAccount: 'Se déconnecter pour utiliser un autre compte',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    rememberMe: 'Se souvenir de moi 30 jours',
    forgotPassword: 'Mot de passe oublié ?',
    reset: {
      forgotTitle: 'Mot de passe oublié ?',
      forgotSubtitle:
        'Nous vous enverrons un lien par e-mail, ou un code par SMS sur votre téléphone vérifié.',
      forgotSubtitleEmail: 'Nous vous enverrons un lien par e-mail.',
      forgotSubtitlePhone: 'Nous vous enverrons un code par SMS sur votre téléphone vérifié.',
      forgotSubtitlePlain: 'Retrouvez l’accès à votre compte.',
      noChannel:
        'Ce serveur ne peut pas envoyer de lien ni de code. L’équipe Kodesha peut vous aider : écrivez ou appelez depuis l’adresse e-mail ou le numéro de votre compte.',
      teamPhone: 'Appeler l’équipe',
      teamEmail: 'Écrire à l’équipe',
      byEmail: 'Par e-mail',
      byPhone: 'Par SMS',
      channel: 'Envoyez-moi',
      phone: 'Numéro de téléphone vérifié',
      phoneHint: 'Un code n’est envoyé qu’à un numéro vérifié sur Kodesha.',
      send: 'Envoyer',
      sending: 'Envoi…',
      haveCode: 'J’ai un code',
      resetTitle: 'Choisissez un nouveau mot de passe',
      resetSubtitleLink:
        'Choisissez le nouveau mot de passe de votre compte. Tous les appareils connectés seront déconnectés.',
      resetSubtitleCode:
        'Saisissez le code à 6 chiffres reçu par SMS, puis choisissez votre nouveau mot de passe.',
      code: 'Code à 6 chiffres',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmez le nouveau mot de passe',
      submit: 'Réinitialiser',
      submitting: 'Réinitialisation…',
      askAgain: 'Demander un nouveau lien ou code',
      backToLogin: 'Retour à la connexion',
      logIn: 'Connexion',
    },
    submitLogin: 'Connexion',
    submittingLogin: 'Connexion…',
    noAccount: 'Pas encore de compte ?',
    signupTitle: 'Créez votre compte',
    signupSubtitle:
      'Rejoignez Kodesha en une minute. C’est gratuit, et aucun paiement n’est jamais effectué sur la plateforme.',
    chooseRole: 'Je veux',
    roles: {
      client: {
        title: 'Louer une voiture',
        text: 'Réservez des voitures et engagez des chauffeurs à l’heure',
      },
      owner: {
        title: 'Proposer ma voiture',
        text: 'Gagnez de l’argent avec votre voiture quand vous ne l’utilisez pas',
      },
      driver: { title: 'Devenir chauffeur', text: 'Faites-vous engager à l’heure pour conduire' },
    },
    fullName: 'Nom complet',
    phone: 'Numéro de téléphone',
    phoneHint:
      'Les clients le voient une fois leur permis de conduire vérifié, ou sur une réservation que vous confirmez.',
    confirmPassword: 'Confirmez le mot de passe',
    passwordHint: 'Au moins 8 caractères.',
    termsBefore: 'J’accepte les',
    termsLink: 'Conditions d’utilisation',
    termsAnd: 'et la',
    privacyLink: 'Politique de confidentialité',
    submitSignup: 'Créer mon compte',
    submittingSignup: 'Création de votre compte…',
    haveAccount: 'Vous avez déjà un compte ?',
  },
} satisfies Words<{ auth: typeof auth }>;
