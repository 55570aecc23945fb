import type { contact } from './en-contact';
import type { Words } from './words';

/** Kinyarwanda words of showing an owner's or driver's phone number; English in en-contact.ts. */
export default {
  contact: {
    loginTitle: 'Banza winjire',
    logIn: 'Injira',
    licenceText:
      'Ohereza uruhushya rwawe rwo gutwara; umuyobozi namara kurwemeza, uzabasha kubona nimero za telefoni.',
    verifyLicence: 'Emeza uruhushya',
    showPhone: 'Reba nimero ya telefoni',
    revealing: 'Turimo kuzana nimero…',
    noPhone: 'Nta nimero ya telefoni irashyirwaho.',
    failed: 'Nimero ya telefoni ntiyashoboye kuboneka. Ongera ugerageze.',
  },
} satisfies Words<{ contact: typeof contact }>;
