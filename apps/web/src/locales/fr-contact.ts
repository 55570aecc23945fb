import type { contact } from './en-contact';
import type { Words } from './words';

/** French words of showing an owner's or driver's phone number; English in en-contact.ts. */
export default {
  contact: {
    loginTitle: 'Connexion requise',
    logIn: 'Connexion',
    licenceText:
      'Envoyez votre permis de conduire ; une fois qu’un administrateur l’a vérifié, vous pouvez voir les numéros de téléphone.',
    verifyLicence: 'Vérifier mon permis',
    showPhone: 'Afficher le numéro',
    revealing: 'Récupération du numéro…',
    noPhone: 'Aucun numéro de téléphone n’a encore été ajouté.',
    failed: 'Impossible de charger le numéro de téléphone. Veuillez réessayer.',
  },
} satisfies Words<{ contact: typeof contact }>;
