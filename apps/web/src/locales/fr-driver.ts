import type { driver } from './en-driver';
import type { Words } from './words';

/** French words of the driver's own area: registration, dashboard, profile; English in en-driver.ts. */
export default {
  driver: {
    dashboardTitle: 'Tableau de bord chauffeur',
    registerTitle: 'Devenir chauffeur',
    registerIntro:
      'Présentez-vous aux clients. Un administrateur vérifie votre permis de conduire avant que votre profil soit publié.',
    sectionAbout: 'À propos de vous',
    sectionWork: 'Votre travail',
    sectionLicence: 'Permis de conduire',
    name: 'Nom complet *',
    age: 'Âge *',
    experience: 'Années d’expérience *',
    licenseNumber: 'Numéro de permis *',
    location: 'Lieu *',
    chooseLocation: 'Choisissez une ville',
    price: 'Tarif horaire (RWF) *',
    priceHint: 'À partir de 1 000 RWF, par tranches de 500.',
    specialties: 'Spécialités *',
    bio: 'À propos de vous',
    bioPlaceholder:
      'Langues parlées, routes que vous connaissez, ce que les clients apprécient chez vous.',
    availabilityNotes: 'Vos disponibilités *',
    availabilityNotesPlaceholder: 'En semaine de 6 h à 20 h ; le week-end sur demande',
    licenceImage: 'Photo de votre permis de conduire *',
    licenceImageHint: 'JPEG, PNG ou WebP, 5 Mo maximum. Seuls les administrateurs peuvent la voir.',
    newLicenceImage: 'Nouvelle photo de votre permis de conduire',
    newLicenceImageHint:
      'Facultatif : seulement si votre permis a changé. JPEG, PNG ou WebP, 5 Mo maximum. Seuls les administrateurs peuvent la voir.',
    identityReviewHint:
      'Un nouveau nom, numéro de permis ou photo du permis est vérifié à nouveau : votre profil repasse en vérification et disparaît de « Engager un chauffeur » jusqu’à ce qu’un administrateur le vérifie.',
    profileImage: 'Photo de profil',
    profileImageHint:
      'Facultatif. Une photo nette de votre visage aide les clients à vous choisir.',
    submit: 'S’inscrire',
    submitting: 'Inscription…',
    save: 'Enregistrer le profil',
    saving: 'Enregistrement…',
    registeredTitle: 'Inscription reçue !',
    registeredText:
      'Un administrateur va vérifier votre permis de conduire, en général sous 1 à 2 jours ouvrables. Vous apparaîtrez dans « Engager un chauffeur » dès qu’il sera vérifié.',
    goToDashboard: 'Aller au tableau de bord',
    browseDrivers: 'Voir la liste des chauffeurs',
    alreadyRegistered: 'Vous avez déjà un profil de chauffeur.',
    notFoundTitle: 'Profil de chauffeur introuvable',
    notFoundText: 'Créez votre profil de chauffeur pour que les clients vous trouvent.',
    registerNow: 'Devenir chauffeur',
    tabBookings: 'Demandes de réservation',
    tabProfile: 'Profil chauffeur',
    tabCalendar: 'Calendrier',
    statusPending:
      'Votre permis est en cours de vérification. Vous apparaîtrez dans « Engager un chauffeur » dès qu’il sera vérifié.',
    statusVerified:
      'Votre permis est vérifié : les clients peuvent vous trouver dans « Engager un chauffeur ».',
    statusRejected:
      'Votre permis n’a pas pu être vérifié. Contactez le support pour envoyer une photo plus nette.',
    online: 'Vous êtes en ligne : les clients vous voient disponible.',
    offlineNow: 'Vous êtes hors ligne : les clients vous voient indisponible.',
    goOffline: 'Passer hors ligne',
    goOnline: 'Passer en ligne',
    toggleFailed: 'Impossible de changer votre disponibilité. Veuillez réessayer.',
    editProfile: 'Modifier le profil',
    profileTitle: 'Mon profil de chauffeur',
    profileUpdated: 'Profil mis à jour',
    updateFailed: 'Échec de la mise à jour du profil. Veuillez réessayer.',
    loadFailed: 'Impossible de charger le profil de chauffeur',
    viewPublic: 'Voir votre page publique',
  },
} satisfies Words<{ driver: typeof driver }>;
