import type { Language } from './language.js';

/** Whole Rwandan francs, the one currency of the product (rules §9.14). */
export type Rwf = number;

/** How each language writes an amount (rules §9.15): its thousands mark and where the code goes. */
const moneyStyles: Record<Language, { group: string; write: (digits: string) => string }> = {
  en: { group: ',', write: (digits) => `RWF ${digits}` },
  // What Intl writes in French: narrow no-break spaces in the digits, a no-break space before the code.
  fr: { group: '\u202f', write: (digits) => `${digits}\u00a0RWF` },
  // CLDR's Kinyarwanda: the code first, thousands marked with a full stop (docs/decisions/0016).
  rw: { group: '.', write: (digits) => `RWF\u00a0${digits}` },
};

/** `12000` → `RWF 12,000` (English), `12 000 RWF` (French), `RWF 12.000` (Kinyarwanda). */
export function formatRwf(amount: Rwf, language: Language = 'en'): string {
  // Written out rather than through Intl: a currency formatter costs a slow phone tens of
  // milliseconds to build while the page starts, browsers carry no Kinyarwanda, and the
  // server and the browser must write the same characters for a page to hydrate.
  const style = moneyStyles[language];
  const rounded = Math.round(amount);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  return `${rounded < 0 ? '-' : ''}${style.write(digits)}`;
}
