import type { gps } from './en-gps';
import type { Words } from './words';

/** Kinyarwanda words the GPS screens share (rules §7); English in en-gps.ts. */
export default {
  gps: {
    status: {
      pending: 'Bitegereje',
      approved: 'Byemewe',
      completed: 'Byarangiye',
      rejected: 'Byanzwe',
    },
    statusMeaning: {
      pending:
        "Itsinda ryacu rizakuvugisha mu masaha 24-48 kugira ngo mwumvikane igihe cy'ishyirwamo.",
      approved: "Igihe cy'ishyirwamo cyagenwe.",
      completed: 'Igikoresho cya GPS cyashyizwemo.',
      rejected: 'Ubu busabe ntibuzakomeza.',
    },
    time: {
      morning: 'Mu gitondo (8:00 - 12:00)',
      afternoon: 'Ku gicamunsi (12:00 - 17:00)',
      evening: 'Nimugoroba (17:00 - 20:00)',
    },
    reference: 'Ubusabe {{reference}}',
    installationDate: "Itariki y'ishyirwamo",
    teamNotes: "Ubutumwa bw'itsinda ryacu",
  },
} satisfies Words<{ gps: typeof gps }>;
