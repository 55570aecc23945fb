import type { ticketBooking } from './en-ticket-booking';
import type { Words } from './words';

/** Kinyarwanda words of the ticket request page (rules §6.2); English in en-ticket-booking.ts. */
export default {
  ticketBooking: {
    pageTitle: 'Saba amatike',
    hero: {
      title: "Ingendo ku isi yose no muri Afurika y'Iburasirazuba",
      text: "Indege zijya aho ari ho hose ku isi, na bisi ziva i Kigali zijya mu bihugu bya Afurika y'Iburasirazuba. Tubwire iby'urugendo rwawe, itsinda ryacu rikugarukire rikubwira igiciro n'imyanya ihari.",
      badgesLabel: 'Amatike dutanga',
      flights: "Amatike y'indege",
      buses: 'Amatike ya bisi',
      countries_one: 'Igihugu {{count}}',
      countries_other: 'Ibihugu {{count}}',
    },
    form: {
      title: 'Saba itike yawe',
      intro: "Uzuza iby'urugendo rwawe, tuzakuvugisha tukubwire igiciro n'imyanya ihari.",
      ticketType: "Ubwoko bw'itike",
      ticketTypeText: {
        flight: 'Igihugu icyo ari cyo cyose ku isi',
        bus: 'Bisi ziva i Kigali zijya mu bihugu {{count}}',
      },
      tripType: "Ubwoko bw'urugendo",
      passengerSection: "Amakuru y'umugenzi",
      passengerName: "Izina ry'umugenzi",
      passengerNameHint: 'Umuntu ugenda: ashobora kuba atari wowe.',
      passengerEmail: 'Imeri',
      passengerPhone: 'Telefoni',
      passengerPhoneHint: "Shyiramo kode y'igihugu niba nimero itari iyo mu Rwanda.",
      tripSection: "Amakuru y'urugendo",
      from: 'Uva (umujyi)',
      fromPlaceholder: 'urugero: Kigali',
      toCountry: 'Ujya (igihugu)',
      chooseCountry: 'Hitamo igihugu',
      toCity: 'Ujya (umujyi)',
      chooseCity: 'Hitamo umujyi',
      chooseCountryFirst: 'Banza uhitemo igihugu',
      departureDate: 'Itariki yo kugenda',
      returnDate: 'Itariki yo kugaruka',
      passengers: 'Abagenzi',
      class: 'Icyiciro',
      specialRequests: 'Ibyifuzo byihariye (si ngombwa)',
      specialRequestsHint:
        "Imyanya, imizigo, amafunguro, ubufasha ku kibuga cy'indege cyangwa muri gare…",
      characters: 'Inyuguti {{count}} / {{max}}',
      submit: 'Ohereza ubusabe',
      submitting: 'Kohereza…',
      noPayment: 'Nta kwishyura kuri Kodesha: itsinda ryacu rizumvikana nawe uko uzishyura.',
    },
    success: {
      title: 'Ubusabe bwoherejwe',
      reference: "Nimero y'ubusabe bwawe: {{reference}}",
      viewMine: 'Reba amatike nasabye',
    },
    next: {
      title: 'Ibikurikiraho',
      steps: {
        review: 'Itsinda ryacu risuzuma ubusabe bwawe.',
        contact: "Tukuvugisha mu masaha 24, tukubwira igiciro n'imyanya ihari.",
        payment:
          "Ibyo kwishyura n'amakuru y'urugendo ubihabwa ukwabyo: nta kwishyura kuri Kodesha.",
        updates: {
          app: "Itsinda nirimara gusubiza, uzabona imenyesha kuri Kodesha, kandi uko ubusabe bwawe buhagaze n'igiciro ryatanze bigaragare kuri Amatike nasabye.",
          sms: "Itsinda nirimara gusubiza, uzabona imenyesha kuri Kodesha na SMS kuri telefoni yawe yemejwe (keretse warazihagaritse), kandi uko ubusabe bwawe buhagaze n'igiciro ryatanze bigaragare kuri Amatike nasabye.",
          email:
            "Itsinda nirimara gusubiza, uzabona imenyesha kuri Kodesha na imeri (keretse warazihagaritse), kandi uko ubusabe bwawe buhagaze n'igiciro ryatanze bigaragare kuri Amatike nasabye.",
          both: "Itsinda nirimara gusubiza, uzabona imenyesha kuri Kodesha, SMS kuri telefoni yawe yemejwe na imeri (keretse warabihagaritse), kandi uko ubusabe bwawe buhagaze n'igiciro ryatanze bigaragare kuri Amatike nasabye.",
        },
      },
      seeRequests: 'Reba ubusabe bwawe kuri Amatike nasabye',
    },
    why: {
      title: 'Kuki wahitamo Kodesha?',
      quick: {
        title: 'Igisubizo cyihuse',
        text: "Igiciro n'imyanya ihari mu masaha 24.",
      },
      secure: {
        title: 'Umutekano no kwizerwa',
        text: "Amakuru yawe agera ku itsinda ryacu ry'ingendo gusa, kandi nta kwishyura kuri uru rubuga.",
      },
      support: {
        title: 'Ubufasha 24/7',
        text: "Twandikire igihe icyo ari cyo cyose ku bijyanye n'urugendo cyangwa ubusabe.",
      },
    },
    destinations: {
      title: 'Aho abantu bajya cyane',
      text: 'Hitamo hamwe kugira ngo wuzuze aho ujya.',
      chooseHint: "hitamo nk'aho ujya",
    },
    help: {
      title: 'Ukeneye ubufasha?',
      text: "Ufite ikibazo ku nzira, amatariki cyangwa ubusabe wohereje? Itsinda ryacu ry'ingendo ryiteguye kugufasha.",
      phone: 'Telefoni',
      email: 'Imeri',
      helpCentre: 'Jya ku Bufasha',
    },
  },
} satisfies Words<{ ticketBooking: typeof ticketBooking }>;
