import type { contact } from './en-contact';
import type { Words } from './words';

/** Kinyarwanda words of showing an owner's or driver's phone number; English in en-contact.ts. */
export default {
  contact: {
    loginTitle: 'Banza winjire',
    logIn: 'Injira',
    licenceText: {
      owner:
        "Ufite uruhushya rwo gutwara rwemejwe, ubona nimero ya telefoni ya nyir'imodoka mbere yo gukodesha. Utarufite, iyo nimero igaragara ku bukode bwawe nyir'imodoka amaze kubwemeza.",
      driver:
        "Ufite uruhushya rwo gutwara rwemejwe, ubona nimero ya telefoni y'umushoferi mbere yo gukodesha. Utarufite, iyo nimero igaragara ku bukode bwawe umushoferi amaze kubwemeza.",
    },
    verifyLicence: 'Emeza uruhushya',
    showPhone: 'Reba nimero ya telefoni',
    revealing: 'Turimo kuzana nimero…',
    noPhone: 'Nta nimero ya telefoni irashyirwaho.',
    failed: 'Nimero ya telefoni ntiyashoboye kuboneka. Ongera ugerageze.',
  },
} satisfies Words<{ contact: typeof contact }>;
