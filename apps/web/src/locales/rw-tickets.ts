import type { tickets } from './en-tickets';
import type { Words } from './words';

/** Kinyarwanda words every ticket screen shares (rules §6); English in en-tickets.ts. */
export default {
  tickets: {
    type: { flight: 'Indege', bus: 'Bisi' },
    typeLong: { flight: 'Indege (ku isi yose)', bus: "Bisi (Afurika y'Iburasirazuba)" },
    trip: { one_way: 'Kugenda gusa', round_trip: 'Kugenda no kugaruka' },
    class: {
      economy: 'Icyiciro gisanzwe',
      business: "Icyiciro cy'ubucuruzi",
      first: 'Icyiciro cya mbere',
    },
    status: { pending: 'Bitegereje', confirmed: 'Byemejwe', cancelled: 'Byahagaritswe' },
    statusMeaning: {
      pending:
        "Itsinda ryacu riri gusuzuma ubusabe bwawe; rizakuvugisha rikubwire igiciro n'imyanya ihari.",
      confirmed:
        "Itsinda ryacu ryemeje urugendo rwawe. Ibyo kwishyura n'amakuru y'urugendo uzabihabwa ukwabyo.",
      cancelled: 'Ubu busabe bwahagaritswe; nta tike izafatwa.',
    },
    passengers_one: 'Umugenzi {{count}}',
    passengers_other: 'Abagenzi {{count}}',
    route: 'Kuva {{from}} kugera {{city}}, {{country}}',
    reference: 'Ubusabe {{reference}}',
    quotedPrice: 'Igiciro twatanze',
    teamNotes: "Ubutumwa bw'itsinda ryacu",
  },
} satisfies Words<{ tickets: typeof tickets }>;
