import type { account, editProfile, verification, passwordChange } from './en-account';
import type { Words } from './words';

/** French words of a signed-in person's account: page, profile, licence, password; English in en-account.ts. */
export default {
  account: {
    title: 'Mon compte',
    tabs: {
      bookings: 'Mes réservations',
      tickets: 'Mes billets',
      messages: 'Messages',
      profile: 'Profil',
    },
    tabsLabel: 'Sections du compte',
    profileTitle: 'Votre profil',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    noPhone: 'Non renseigné',
    role: 'Type de compte',
    memberSince: 'Membre depuis',
    licence: 'Permis de conduire',
    editProfile: 'Modifier le profil',
    verifyLicence: 'Faire vérifier le permis',
    findCars: 'Voir les voitures',
    findDrivers: 'Engager un chauffeur',
    bookTickets: 'Réserver des billets',
    roleNames: {
      client: 'Client',
      owner: 'Propriétaire',
      driver: 'Chauffeur',
      admin: 'Administrateur',
    },
    licenceStatus: {
      not_submitted: 'Non envoyé',
      pending: 'Vérification en attente',
      verified: 'Vérifié',
      rejected: 'Refusé',
    },
  },
  editProfile: {
    title: 'Modifier le profil',
    back: 'Retour à Mon compte',
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    saved: 'Profil mis à jour. Retour à votre compte…',
    licenceTitle: 'Permis de conduire (facultatif)',
    licenceText: 'Envoyez une photo nette de votre permis de conduire pour le faire vérifier.',
    licenceSent: 'Permis envoyé. Un administrateur le vérifie sous 1 à 2 jours ouvrables.',
    passwordTitle: 'Changer de mot de passe',
    currentPassword: 'Mot de passe actuel',
    currentPasswordForEmail: 'Pour changer votre e-mail, saisissez votre mot de passe actuel.',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmez le nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    changingPassword: 'Modification…',
    passwordChanged: 'Mot de passe changé !',
  },
  verification: {
    title: 'Vérification du permis',
    verifiedTitle: 'Permis vérifié',
    verifiedText:
      'Votre permis de conduire est vérifié. Vous pouvez maintenant voir les numéros de téléphone des propriétaires et des chauffeurs.',
    browseCars: 'Voir les voitures',
    pendingTitle: 'Vérification en attente',
    pendingText:
      'Nous avons reçu votre permis. Un administrateur le vérifie sous 1 à 2 jours ouvrables.',
    rejectedTitle: 'Votre permis n’a pas été accepté',
    rejectedText:
      'Nous n’avons pas pu vérifier le permis envoyé. Envoyez une nouvelle photo nette du permis entier.',
    uploadTitle: 'Faites vérifier votre permis de conduire',
    uploadText:
      'Les propriétaires ne confient leur voiture qu’à des conducteurs vérifiés. Envoyez une photo nette de votre permis de conduire (JPEG, PNG ou WebP, 5 Mo maximum). Seuls vous et les administrateurs de Kodesha pouvez la voir.',
    chooseFile: 'Photo du permis',
    upload: 'Envoyer le permis',
    uploading: 'Envoi…',
    uploadedTitle: 'Permis envoyé !',
    uploadedText:
      'Merci. Nous le vérifierons sous 1 à 2 jours ouvrables. Retour à la page d’accueil…',
    preview: 'Aperçu de la photo du permis choisie',
  },
  passwordChange: {
    title: 'Choisissez un nouveau mot de passe',
    intro:
      'Un administrateur a défini un mot de passe temporaire pour votre compte. Choisissez votre propre mot de passe avant de continuer.',
    done: 'Mot de passe changé. Bienvenue sur Kodesha !',
    settingsText:
      'Changez le mot de passe avec lequel vous vous connectez. Vos autres sessions se ferment alors.',
  },
} satisfies Words<{
  account: typeof account;
  editProfile: typeof editProfile;
  verification: typeof verification;
  passwordChange: typeof passwordChange;
}>;
