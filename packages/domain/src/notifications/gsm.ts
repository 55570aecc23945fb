/**
 * The GSM 03.38 alphabet an SMS is written in (rules §10.4): a message wholly in it takes
 * 160 characters in one segment; one character outside it (a curly quote, `ê`, the narrow
 * space `Intl` writes in French numbers) turns the whole message into UCS-2, 70 a segment.
 */
const basic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ\u00a7¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two of the 160. */
const extension = '^{}\\[~]|€\f';

const basicSet = new Set(basic);
const extensionSet = new Set(extension);

/** Whether every character of `text` is in the GSM 7-bit alphabet. */
export function isGsm7(text: string): boolean {
  return [...text].every((char) => basicSet.has(char) || extensionSet.has(char));
}

/** How many of an SMS's 160 places `text` takes (extension characters take two). */
export function gsm7Length(text: string): number {
  return [...text].reduce((length, char) => length + (extensionSet.has(char) ? 2 : 1), 0);
}

/** One SMS segment in the GSM alphabet (rules §10.4). */
export const smsMaxLength = 160;

const replacements: Record<string, string> = {
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u00ab': '"',
  '\u00bb': '"',
  '\u2026': '...',
  '\u2013': '-',
  '\u2014': '-',
};

/**
 * `text` in the GSM alphabet: spaces and quotes as typed on a basic phone, accents the
 * alphabet lacks taken off (`ê` → `e`, `ç` → `c`), anything else left out. What people
 * typed (a car's name, a first name) goes through it before it goes into an SMS.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (basicSet.has(char) || extensionSet.has(char)) out += char;
    else if (replacements[char] !== undefined) out += replacements[char];
    else {
      const bare = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (isGsm7(bare)) out += bare;
    }
  }
  return out;
}

/** `text` cut to `max` characters, with `.` marking the cut: names that would not fit. */
export function shortened(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}.`;
}
