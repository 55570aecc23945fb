import type { account, editProfile, verification, passwordChange } from './en-account';
import type { Words } from './words';

/** Kinyarwanda words of a signed-in person's account: page, profile, licence, password; English in en-account.ts. */
export default {
  account: {
    title: 'Konti yanjye',
    tabs: {
      bookings: 'Ubukode bwanjye',
      tickets: 'Amatike yanjye',
      messages: 'Ubutumwa',
      profile: 'Umwirondoro',
    },
    tabsLabel: 'Ibice bya konti',
    profileTitle: 'Umwirondoro wawe',
    name: 'Izina',
    email: 'Imeri',
    phone: 'Nimero ya telefoni',
    noPhone: 'Ntiyatanzwe',
    role: 'Ubwoko bwa konti',
    memberSince: 'Umunyamuryango kuva',
    licence: 'Uruhushya rwo gutwara',
    editProfile: 'Hindura umwirondoro',
    verifyLicence: 'Emeza uruhushya',
    findCars: 'Reba imodoka',
    findDrivers: 'Kodesha umushoferi',
    bookTickets: 'Gura amatike',
    roleNames: {
      client: 'Umukiriya',
      owner: "Nyir'imodoka",
      driver: 'Umushoferi',
      admin: 'Umuyobozi',
    },
    licenceStatus: {
      not_submitted: 'Ntirwatanzwe',
      pending: 'Rutegereje kwemezwa',
      verified: 'Rwemejwe',
      rejected: 'Rwanzwe',
    },
  },
  editProfile: {
    title: 'Hindura umwirondoro',
    back: 'Subira kuri konti yanjye',
    save: 'Bika impinduka',
    saving: 'Turimo kubika…',
    saved: 'Umwirondoro wavuguruwe. Turagusubiza kuri konti yawe…',
    licenceTitle: 'Uruhushya rwo gutwara (si ngombwa)',
    licenceText: "Ohereza ifoto igaragara neza y'uruhushya rwawe rwo gutwara kugira ngo rwemezwe.",
    licenceSent: "Uruhushya rwoherejwe. Umuyobozi arusuzuma mu minsi 1-2 y'akazi.",
    passwordTitle: "Hindura ijambo ry'ibanga",
    currentPassword: "Ijambo ry'ibanga risanzwe",
    currentPasswordForEmail: "Kugira ngo uhindure imeri yawe, andika ijambo ry'ibanga risanzwe.",
    newPassword: "Ijambo ry'ibanga rishya",
    confirmNewPassword: "Emeza ijambo ry'ibanga rishya",
    changePassword: "Hindura ijambo ry'ibanga",
    changingPassword: 'Turimo guhindura…',
    passwordChanged: "Ijambo ry'ibanga ryahinduwe!",
  },
  verification: {
    title: 'Kwemeza uruhushya',
    verifiedTitle: 'Uruhushya rwemejwe',
    verifiedText:
      "Uruhushya rwawe rwo gutwara rwemejwe. Ubu ushobora kubona nimero za telefoni za ba nyir'imodoka n'abashoferi.",
    browseCars: 'Reba imodoka',
    pendingTitle: 'Rutegereje kwemezwa',
    pendingText: "Twakiriye uruhushya rwawe. Umuyobozi arusuzuma mu minsi 1-2 y'akazi.",
    rejectedTitle: 'Uruhushya rwawe ntirwemewe',
    rejectedText:
      "Ntitwashoboye kwemeza uruhushya wohereje. Ohereza ifoto nshya igaragara neza y'uruhushya rwose.",
    uploadTitle: 'Emeza uruhushya rwawe rwo gutwara',
    uploadText:
      "Ba nyir'imodoka baha imodoka zabo abatwara bemejwe gusa. Ohereza ifoto igaragara neza y'uruhushya rwawe rwo gutwara (JPEG, PNG cyangwa WebP, kugeza kuri MB 5). Ni wowe n'abayobozi ba Kodesha gusa mushobora kuyibona.",
    chooseFile: "Ifoto y'uruhushya",
    upload: 'Ohereza uruhushya',
    uploading: 'Turimo kohereza…',
    uploadedTitle: 'Uruhushya rwoherejwe!',
    uploadedText: "Urakoze. Tuzarusuzuma mu minsi 1-2 y'akazi. Turakujyana ahabanza…",
    preview: "Ifoto y'uruhushya wahisemo",
  },
  passwordChange: {
    title: "Hitamo ijambo ry'ibanga rishya",
    intro:
      "Umuyobozi yashyize ijambo ry'ibanga ry'agateganyo kuri konti yawe. Hitamo ijambo ry'ibanga ryawe mbere yo gukomeza.",
    done: "Ijambo ry'ibanga ryahinduwe. Ikaze kuri Kodesha!",
    settingsText:
      "Hindura ijambo ry'ibanga ukoresha winjira. Ahandi hose winjiriye bihita bisohoka.",
  },
} satisfies Words<{
  account: typeof account;
  editProfile: typeof editProfile;
  verification: typeof verification;
  passwordChange: typeof passwordChange;
}>;
