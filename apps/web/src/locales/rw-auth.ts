import type { auth } from './en-auth';
import type { Words } from './words';

/** Kinyarwanda words of logging in and signing up; English in en-auth.ts. */
export default {
  auth: {
    loginTitle: 'Injira muri Kodesha',
    loginSubtitle: "Twishimiye kongera kukubona. Injira ucunge ubukode bwawe n'ubutumwa bwawe.",
    signedInTitle: 'Winjiye',
    signedInText: 'Winjiye nka {{name}}.',
    continueSignedIn: 'Komeza',
    switchAccount: 'Sohoka ukoreshe indi konti',
    email: 'Imeri',
    password: "Ijambo ry'ibanga",
    rememberMe: 'Unyibuke iminsi 30',
    forgotPassword: "Wibagiwe ijambo ry'ibanga?",
    reset: {
      forgotTitle: "Wibagiwe ijambo ry'ibanga?",
      forgotSubtitle:
        'Turakoherereza link kuri imeli, cyangwa kode kuri SMS kuri telefoni yawe yemejwe.',
      forgotSubtitleEmail: 'Turakoherereza link kuri imeli.',
      forgotSubtitlePhone: 'Turakoherereza kode kuri SMS kuri telefoni yawe yemejwe.',
      forgotSubtitlePlain: 'Subira muri konti yawe.',
      noChannel:
        'Iyi serivisi ntishobora kohereza link cyangwa kode. Itsinda rya Kodesha rirabigufashamo: andika cyangwa uhamagare ukoresheje imeli cyangwa nimero ya konti yawe.',
      teamPhone: 'Hamagara itsinda',
      teamEmail: 'Andikira itsinda',
      byEmail: 'Kuri imeli',
      byPhone: 'Kuri SMS',
      channel: 'Nyoherereza',
      phone: 'Nimero ya telefoni yemejwe',
      phoneHint: 'Kode yoherezwa gusa kuri nimero wemeje kuri Kodesha.',
      send: 'Ohereza',
      sending: 'Birimo koherezwa…',
      haveCode: 'Mfite kode',
      resetTitle: "Hitamo ijambo ry'ibanga rishya",
      resetSubtitleLink:
        "Hitamo ijambo ry'ibanga rishya rya konti yawe. Ibikoresho byose byinjiyemo birasohoka.",
      resetSubtitleCode:
        "Andika kode y'imibare 6 twakoherereje kuri SMS, hanyuma uhitemo ijambo ry'ibanga rishya.",
      code: "Kode y'imibare 6",
      newPassword: "Ijambo ry'ibanga rishya",
      confirmPassword: "Emeza ijambo ry'ibanga rishya",
      submit: "Hindura ijambo ry'ibanga",
      submitting: 'Birimo guhindurwa…',
      askAgain: 'Saba indi link cyangwa kode',
      backToLogin: 'Subira ku kwinjira',
      logIn: 'Injira',
    },
    submitLogin: 'Injira',
    submittingLogin: 'Kwinjira…',
    noAccount: 'Nta konti ufite?',
    signupTitle: 'Fungura konti yawe',
    signupSubtitle:
      'Iyandikishe kuri Kodesha mu munota umwe. Ni ubuntu, kandi nta kwishyura na kumwe gukorerwa ku rubuga.',
    chooseRole: 'Ndashaka',
    roles: {
      client: { title: 'Gukodesha imodoka', text: "Kodesha imodoka n'abashoferi ku isaha" },
      owner: {
        title: 'Gushyira imodoka yanjye ku rubuga',
        text: 'Injiza amafaranga mu modoka yawe igihe utayikoresha',
      },
      driver: {
        title: "Kwiyandikisha nk'umushoferi",
        text: 'Abantu bagukodeshe ku isaha ubatwarire imodoka',
      },
    },
    fullName: 'Amazina yombi',
    phone: 'Nimero ya telefoni',
    phoneHint:
      'Abakiriya bayibona uruhushya rwabo rwo gutwara rumaze kwemezwa, cyangwa ku bukode wemeje.',
    confirmPassword: "Emeza ijambo ry'ibanga",
    passwordHint: 'Nibura inyuguti 8.',
    termsBefore: 'Nemeye',
    termsLink: "Amabwiriza y'imikoreshereze",
    termsAnd: 'na',
    privacyLink: "Politiki y'ibanga",
    submitSignup: 'Fungura konti',
    submittingSignup: 'Konti yawe irimo gufungurwa…',
    haveAccount: 'Usanzwe ufite konti?',
  },
} satisfies Words<{ auth: typeof auth }>;
