import type { driver } from './en-driver';
import type { Words } from './words';

/** Kinyarwanda words of the driver's own area: registration, dashboard, profile; English in en-driver.ts. */
export default {
  driver: {
    dashboardTitle: "Imbonerahamwe y'umushoferi",
    registerTitle: "Iyandikishe nk'umushoferi",
    registerIntro:
      "Bwira abakiriya ibikwerekeyeho. Umuyobozi agenzura uruhushya rwawe rwo gutwara mbere y'uko umwirondoro wawe ujya ku rubuga.",
    sectionAbout: 'Ibikwerekeyeho',
    sectionWork: 'Akazi kawe',
    sectionLicence: 'Uruhushya rwo gutwara',
    name: 'Amazina yombi *',
    age: 'Imyaka *',
    experience: "Imyaka y'uburambe *",
    licenseNumber: "Nimero y'uruhushya *",
    location: 'Aho uherereye *',
    chooseLocation: 'Hitamo umujyi',
    price: 'Igiciro ku isaha (RWF) *',
    priceHint: 'Guhera kuri RWF 1.000, hiyongeraho 500: 1.000, 1.500, 2.000…',
    specialties: 'Ubuhanga *',
    bio: 'Ibikwerekeyeho',
    bioPlaceholder: 'Indimi uvuga, imihanda uzi, ibyo abakiriya bagukundira.',
    availabilityNotes: 'Igihe uboneka *',
    availabilityNotesPlaceholder: "Iminsi y'akazi 06:00–20:00; impera z'icyumweru ari uko bisabwe",
    licenceImage: "Ifoto y'uruhushya rwawe rwo gutwara *",
    licenceImageHint: 'JPEG, PNG cyangwa WebP, kugeza kuri MB 5. Abayobozi bonyine ni bo bayibona.',
    newLicenceImage: "Ifoto nshya y'uruhushya rwawe rwo gutwara",
    newLicenceImageHint:
      'Si ngombwa: ni igihe uruhushya rwawe rwahindutse gusa. JPEG, PNG cyangwa WebP, kugeza kuri MB 5. Abayobozi bonyine ni bo bayibona.',
    identityReviewHint:
      "Izina rishya, nimero nshya y'uruhushya cyangwa ifoto nshya yarwo byongera kugenzurwa: umwirondoro wawe wongera gusuzumwa, ukava kuri “Kodesha umushoferi” kugeza umuyobozi awemeje.",
    profileImage: "Ifoto y'umwirondoro",
    profileImageHint: 'Si ngombwa. Ifoto igaragaza neza isura yawe ifasha abakiriya kuguhitamo.',
    submit: 'Iyandikishe',
    submitting: 'Turimo kukwandika…',
    save: 'Bika umwirondoro',
    saving: 'Turimo kubika…',
    registeredTitle: 'Twakiriye ubusabe bwawe!',
    registeredText:
      "Umuyobozi azagenzura uruhushya rwawe rwo gutwara, akenshi mu minsi 1-2 y'akazi. Uzagaragara kuri “Kodesha umushoferi” rumaze kwemezwa.",
    goToDashboard: 'Jya ku mbonerahamwe yawe',
    browseDrivers: "Reba urutonde rw'abashoferi",
    alreadyRegistered: "Usanzwe ufite umwirondoro w'umushoferi.",
    notFoundTitle: "Umwirondoro w'umushoferi ntiwabonetse",
    notFoundText: "Andika umwirondoro wawe w'umushoferi kugira ngo abakiriya bakubone.",
    registerNow: "Iyandikishe nk'umushoferi",
    tabBookings: 'Ubusabe bwo gukodesha',
    tabProfile: 'Umwirondoro',
    tabCalendar: 'Kalendari',
    statusPending:
      'Uruhushya rwawe ruri kugenzurwa. Uzagaragara kuri “Kodesha umushoferi” rumaze kwemezwa.',
    statusVerified:
      'Uruhushya rwawe rwemejwe: abakiriya bashobora kukubona kuri “Kodesha umushoferi”.',
    statusRejected:
      "Uruhushya rwawe ntirwashoboye kwemezwa. Vugana n'ubufasha kugira ngo wohereze ifoto igaragara neza.",
    online: 'Uri ku murongo: abakiriya babona ko uboneka.',
    offlineNow: 'Nturi ku murongo: abakiriya babona ko utaboneka.',
    goOffline: 'Va ku murongo',
    goOnline: 'Jya ku murongo',
    toggleFailed: 'Ntibyashobotse guhindura uko uboneka. Ongera ugerageze.',
    editProfile: 'Hindura umwirondoro',
    profileTitle: "Umwirondoro wanjye w'umushoferi",
    profileUpdated: 'Umwirondoro wavuguruwe neza',
    updateFailed: 'Ntibyashobotse kuvugurura umwirondoro. Ongera ugerageze.',
    loadFailed: "Ntibyashobotse kuzana umwirondoro w'umushoferi",
    viewPublic: 'Reba urupapuro rwawe',
  },
} satisfies Words<{ driver: typeof driver }>;
