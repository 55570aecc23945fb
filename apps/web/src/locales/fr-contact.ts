import type { contact } from './en-contact';
import type { Words } from './words';

/** French words of showing an owner's or driver's phone number; English in en-contact.ts. */
export default {
  contact: {
    loginTitle: 'Connexion requise',
    logIn: 'Connexion',
    licenceText: {
      owner:
        'Avec un permis de conduire vérifié, vous voyez le numéro du propriétaire avant de réserver. Sans lui, le numéro s’affiche sur votre réservation dès que le propriétaire la confirme.',
      driver:
        'Avec un permis de conduire vérifié, vous voyez le numéro du chauffeur avant de réserver. Sans lui, le numéro s’affiche sur votre réservation dès que le chauffeur la confirme.',
    },
    verifyLicence: 'Vérifier mon permis',
    showPhone: 'Afficher le numéro',
    revealing: 'Récupération du numéro…',
    noPhone: 'Aucun numéro de téléphone n’a encore été ajouté.',
    failed: 'Impossible de charger le numéro de téléphone. Veuillez réessayer.',
  },
} satisfies Words<{ contact: typeof contact }>;
