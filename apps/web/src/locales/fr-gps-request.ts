import type { gpsRequest } from './en-gps-request';
import type { Words } from './words';

/** French words of the owner's GPS tracker requests (rules §7.2); English in en-gps-request.ts. */
export default {
  gpsRequest: {
    pageTitle: 'Demander l’installation d’un traceur GPS',
    intro:
      'Sachez où est votre voiture, jour et nuit. Dites-nous quelle voiture et où vous trouver : notre technicien vient installer le traceur.',
    backToDashboard: 'Retour au tableau de bord',
    benefits: {
      title: 'Avec chaque traceur',
      warranty: {
        title: 'Garantie de {{years}} an',
        text: 'Le traceur et son installation sont couverts.',
      },
      support: {
        title: 'Assistance 24/7',
        text: 'Notre équipe répond jour et nuit en cas de problème.',
      },
      tracking: {
        title: 'Suivi en temps réel',
        text: 'Voyez où est votre voiture à tout moment, depuis votre téléphone.',
      },
      response: 'Nous vous contactons sous {{from}} à {{to}} heures pour planifier l’installation.',
    },
    form: {
      title: 'Votre demande',
      requiredNote: 'Les champs marqués * sont obligatoires.',
      vehicleSection: 'Le véhicule',
      chooseCar: 'Choisissez une de vos voitures',
      chooseCarPlaceholder: 'Choisir une voiture',
      loadingCars: 'Chargement de vos voitures…',
      anotherCar: 'Autre voiture',
      chooseCarHint:
        'Nous remplissons ses informations ci-dessous ; vous pouvez encore les modifier.',
      carOption: '{{year}} {{make}} {{model}}',
      carOptionWithPlate: '{{year}} {{make}} {{model}} · {{plate}}',
      make: 'Marque *',
      makePlaceholder: 'ex. Toyota',
      model: 'Modèle *',
      modelPlaceholder: 'ex. RAV4',
      year: 'Année',
      chooseYear: 'Choisir une année',
      plate: 'Immatriculation *',
      contactSection: 'Vos coordonnées',
      contactHint:
        'Reprises de votre compte. Modifiez-les si notre équipe doit appeler quelqu’un d’autre.',
      name: 'Nom du propriétaire *',
      phone: 'Téléphone du propriétaire *',
      phoneHint: 'Avec l’indicatif du pays pour un numéro hors du Rwanda.',
      email: 'E-mail du propriétaire',
      installationSection: 'L’installation',
      location: 'Lieu d’installation *',
      locationPlaceholder: 'ex. Kigali Heights, KG 7 Ave',
      locationHint: 'Où notre technicien doit-il venir ? Une adresse ou un repère suffit.',
      preferredDate: 'Date souhaitée',
      preferredTime: 'Moment souhaité',
      anyTime: 'Sans préférence',
      notes: 'Autres remarques',
      notesPlaceholder: 'Parking, accès, plusieurs voitures…',
      characters: '{{count}} / {{max}} caractères',
      submit: 'Envoyer la demande',
      submitting: 'Envoi…',
      noPayment: 'Rien n’est payé sur Kodesha : notre équipe convient de l’installation avec vous.',
    },
    success: {
      title: 'Demande envoyée',
      reference: 'Votre référence : {{reference}}',
      redirecting: 'Retour à votre tableau de bord…',
      backToDashboard: 'Retour au tableau de bord',
    },
    list: {
      title: 'Demandes de traceur GPS',
      intro: 'Vos installations de traceurs et les réponses de notre équipe.',
      request: 'Demander un traceur GPS',
      loading: 'Chargement de vos demandes GPS…',
      failed: 'Impossible de charger vos demandes GPS. Veuillez réessayer.',
      emptyTitle: 'Aucune demande de traceur GPS',
      emptyText:
        'Demandez un traceur pour n’importe laquelle de vos voitures : notre équipe l’installe là où vous êtes.',
      carTitle: '{{make}} {{model}} {{year}}',
      requested: 'Demandée le',
      preferred: 'Créneau souhaité',
      notSpecified: 'Non précisé',
      notScheduled: 'Pas encore planifiée',
      showAll: 'Voir les {{count}} demandes',
      showFewer: 'Voir moins',
    },
  },
} satisfies Words<{ gpsRequest: typeof gpsRequest }>;
