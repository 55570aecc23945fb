import type { listingCalendar } from './en-listing-calendar';
import type { Words } from './words';

/** Kinyarwanda words of a listing's calendar fields (rules §4.15, §4.16); English in en-listing-calendar.ts. */
export default {
  listingCalendar: {
    availableDays: 'Iminsi iboneka *',
    fromHour: 'Guhera',
    toHour: 'Kugeza',
    instantBook: 'Gukodesha ako kanya',
    instantBookHint:
      "Ubusabe bw'abakiriya bafite uruhushya na telefoni byemejwe, ku gihe kiboneka, bwemezwa ako kanya udategereje igisubizo cyawe.",
    noSmsNote:
      'Gukodesha ako kanya bisaba abakiriya bafite telefoni zemejwe, kandi kuri iyi seriveri telefoni ntiziremezwa: ubukode bwose buguma ari ubusabe usubiza. Ushobora kubifungura ubu ngo bizakore nyuma.',
    minNotice: 'Igihe cyo kumenyeshwa mbere (amasaha)',
    minNoticeHint:
      'Kuva kuri 0 kugeza kuri 72: amasaha mbere yo gutangira ubukode bushobora kwemezwa ako kanya.',
  },
} satisfies Words<{ listingCalendar: typeof listingCalendar }>;
