import type { Language } from './language.js';

/** Whole Rwandan francs, the one currency of the product (rules §9.14). */
export type Rwf = number;

/**
 * How each language writes numbers and amounts (rules §9.15): its thousands and decimal
 * marks, and where the currency's code goes.
 */
const numberStyles: Record<
  Language,
  { group: string; decimal: string; money: (digits: string) => string }
> = {
  en: { group: ',', decimal: '.', money: (digits) => `RWF ${digits}` },
  // What Intl writes in French: narrow no-break spaces in the digits, a no-break space before the code.
  fr: { group: '\u202f', decimal: ',', money: (digits) => `${digits}\u00a0RWF` },
  // CLDR's Kinyarwanda: the code first, thousands marked with a full stop (docs/decisions/0016).
  rw: { group: '.', decimal: ',', money: (digits) => `RWF\u00a0${digits}` },
};

const grouped = (whole: number, group: string) =>
  whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * A count or a measure as the language writes it, rounded to `fractionDigits` (trailing
 * zeros dropped unless `keepZeros`): `1,000` / `1 000` / `1.000`; `2.5` / `2,5` / `2,5`;
 * a rating `4.0` / `4,0`.
 */
export function formatNumber(
  value: number,
  language: Language = 'en',
  fractionDigits = 0,
  keepZeros = false,
): string {
  const style = numberStyles[language];
  const scale = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * scale);
  const whole = Math.floor(rounded / scale);
  const digits = (rounded % scale).toString().padStart(fractionDigits, '0');
  const fraction = keepZeros ? digits.slice(0, fractionDigits) : digits.replace(/0+$/, '');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped(whole, style.group)}${fraction ? style.decimal + fraction : ''}`;
}

/** `12000` → `RWF 12,000` (English), `12 000 RWF` (French), `RWF 12.000` (Kinyarwanda). */
export function formatRwf(amount: Rwf, language: Language = 'en'): string {
  // Written out rather than through Intl: a currency formatter costs a slow phone tens of
  // milliseconds to build while the page starts, browsers carry no Kinyarwanda, and the
  // server and the browser must write the same characters for a page to hydrate.
  const style = numberStyles[language];
  const rounded = Math.round(amount);
  return `${rounded < 0 ? '-' : ''}${style.money(grouped(Math.abs(rounded), style.group))}`;
}
