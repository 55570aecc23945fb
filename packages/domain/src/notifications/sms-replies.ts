import type { Language } from '../shared/language.js';
import { shortened, toGsm7 } from './gsm.js';

/**
 * Answering a booking request by SMS (rules §10.10). The reply words of each language;
 * every word works whatever the person's language.
 */
export const replyWords: Record<Language, { yes: string; no: string }> = {
  en: { yes: 'YES', no: 'NO' },
  fr: { yes: 'OUI', no: 'NON' },
  rw: { yes: 'YEGO', no: 'OYA' },
};

const yesWords = new Set(Object.values(replyWords).map((words) => words.yes));
const noWords = new Set(Object.values(replyWords).map((words) => words.no));

/** A reply code: 4 digits, unique among one provider's pending requests. */
export const replyCodePattern = /^\d{4}$/;

/** A new reply code not among `taken` (the provider's pending requests' codes). */
export function newReplyCode(taken: ReadonlySet<string>, random: (below: number) => number) {
  for (;;) {
    const code = String(1000 + random(9000));
    if (!taken.has(code)) return code;
  }
}

/** What an inbound SMS asks for. */
export type SmsCommand =
  | { kind: 'answer'; answer: 'yes' | 'no'; code: string }
  | { kind: 'stop' }
  | { kind: 'start' }
  /** Anything else; `code` when it held 4 digits, so the answer can name it. */
  | { kind: 'unknown'; code: string | null };

/**
 * Reads an inbound SMS (rules §10.10): case, spaces and punctuation do not matter, nor the
 * order of word and code (`yego 4821`, `YES-4821`, `4821 yes`, `Oui4821.`). A word or code
 * nearly right (`YES 482`, `YESS 4821`) is not guessed at.
 */
export function parseSmsReply(text: string): SmsCommand {
  const tokens = text
    .toUpperCase()
    .replace(/([A-Z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Z])/g, '$1 $2')
    .split(/[^A-Z0-9]+/)
    .filter((token) => token.length > 0);
  if (tokens.length === 1 && tokens[0] === 'STOP') return { kind: 'stop' };
  if (tokens.length === 1 && tokens[0] === 'START') return { kind: 'start' };
  const code = tokens.find((token) => replyCodePattern.test(token)) ?? null;
  if (tokens.length === 2 && code) {
    const word = tokens.find((token) => token !== code) ?? '';
    if (yesWords.has(word)) return { kind: 'answer', answer: 'yes', code };
    if (noWords.has(word)) return { kind: 'answer', answer: 'no', code };
  }
  return { kind: 'unknown', code };
}

/** Why an answer by SMS changed nothing: the request's slot was taken, it expired, or was answered. */
export type ReplyRefusal = 'slotTaken' | 'expired' | 'decided';

/** The SMS Kodesha answers an inbound message with (rules §10.10). */
export type SmsAnswer =
  | { kind: 'confirmed'; ref: string; person: string }
  | { kind: 'declined'; ref: string; person: string }
  | { kind: 'refused'; ref: string; why: ReplyRefusal }
  | { kind: 'notFound'; code: string | null; open: string[] }
  | { kind: 'stopped' }
  | { kind: 'started' };

type Words = {
  confirmed: (ref: string, person: string) => string;
  declined: (ref: string, person: string) => string;
  refused: Record<ReplyRefusal, (ref: string) => string>;
  notFound: (code: string | null) => string;
  open: (codes: string) => string;
  none: string;
  stopped: string;
  started: string;
};

const words: Record<Language, Words> = {
  en: {
    confirmed: (ref, person) =>
      `Kodesha: you confirmed ${ref}. ${person} is told. Reach ${person} in the Kodesha app: Messages, or the booking's page.`,
    declined: (ref, person) => `Kodesha: you declined ${ref}. ${person} is told.`,
    refused: {
      slotTaken: (ref) => `Kodesha: ${ref} could not be confirmed: another booking took its time.`,
      expired: (ref) => `Kodesha: ${ref} is unchanged: the request expired at its start.`,
      decided: (ref) => `Kodesha: ${ref} is unchanged: it was already decided.`,
    },
    notFound: (code) =>
      code
        ? `Kodesha: no open request has code ${code}.`
        : 'Kodesha: reply YES or NO and the code.',
    open: (codes) => ` Your open codes: ${codes}.`,
    none: ' You have no open requests.',
    stopped: 'Kodesha: SMS from Kodesha are off. Reply START to turn them back on.',
    started: 'Kodesha: SMS from Kodesha are on again. Reply STOP to turn them off.',
  },
  fr: {
    confirmed: (ref, person) =>
      `Kodesha: vous avez confirme ${ref}. ${person} est prevenu(e). Joignez ${person} dans l'appli Kodesha: Messages ou la page de la reservation.`,
    declined: (ref, person) => `Kodesha: vous avez refuse ${ref}. ${person} est prevenu(e).`,
    refused: {
      slotTaken: (ref) =>
        `Kodesha: ${ref} n'a pas pu etre confirmee: une autre reservation a pris ce creneau.`,
      expired: (ref) => `Kodesha: ${ref} est inchangee: la demande a expire a son debut.`,
      decided: (ref) => `Kodesha: ${ref} est inchangee: elle a deja ete decidee.`,
    },
    notFound: (code) =>
      code
        ? `Kodesha: aucune demande ouverte n'a le code ${code}.`
        : 'Kodesha: repondez OUI ou NON et le code.',
    open: (codes) => ` Vos codes ouverts: ${codes}.`,
    none: " Vous n'avez aucune demande ouverte.",
    stopped: 'Kodesha: les SMS de Kodesha sont coupes. Repondez START pour les remettre.',
    started: 'Kodesha: les SMS de Kodesha sont remis. Repondez STOP pour les couper.',
  },
  rw: {
    confirmed: (ref, person) =>
      `Kodesha: wemeje ${ref}. ${person} yabimenyeshejwe. Vugana na ${person} muri Kodesha: Ubutumwa, cyangwa ku rupapuro rw'ubukode.`,
    declined: (ref, person) => `Kodesha: wanze ${ref}. ${person} yabimenyeshejwe.`,
    refused: {
      slotTaken: (ref) =>
        `Kodesha: ${ref} ntibyashobotse kwemezwa: ubundi bukode bwafashe icyo gihe.`,
      expired: (ref) =>
        `Kodesha: ${ref} ntacyahindutse: ubusabe bwarangiye igihe bwagombaga gutangira.`,
      decided: (ref) => `Kodesha: ${ref} ntacyahindutse: bwari bwarafashweho icyemezo.`,
    },
    notFound: (code) =>
      code
        ? `Kodesha: nta busabe bufunguye bufite kode ${code}.`
        : 'Kodesha: subiza YEGO cyangwa OYA na kode.',
    open: (codes) => ` Kode zawe zifunguye: ${codes}.`,
    none: ' Nta busabe bufunguye ufite.',
    stopped: 'Kodesha: SMS za Kodesha zahagaritswe. Subiza START kugira ngo zongere.',
    started: 'Kodesha: SMS za Kodesha zongeye gukora. Subiza STOP kugira ngo uzihagarike.',
  },
};

/** How many open codes a "code not found" answer lists, so it keeps to one segment. */
export const openCodesListed = 8;

/**
 * The SMS answering an inbound message, in the provider's language, in the GSM 7-bit
 * alphabet within one segment (rules §10.10).
 */
export function smsAnswerText(language: Language, answer: SmsAnswer): string {
  const w = words[language];
  const person = (name: string) => shortened(toGsm7(name), 12);
  switch (answer.kind) {
    case 'confirmed':
      return toGsm7(w.confirmed(answer.ref, person(answer.person)));
    case 'declined':
      return toGsm7(w.declined(answer.ref, person(answer.person)));
    case 'refused':
      return toGsm7(w.refused[answer.why](answer.ref));
    case 'notFound': {
      const open = answer.open.slice(0, openCodesListed);
      return toGsm7(w.notFound(answer.code) + (open.length ? w.open(open.join(', ')) : w.none));
    }
    case 'stopped':
      return w.stopped;
    case 'started':
      return w.started;
  }
}
