import {
  formatDay,
  formatDayAndTime,
  formatNumber,
  formatRwf,
  formatWeekday,
  type Language,
} from '@kodesha/domain';
import { shownLanguage as shown } from './language';

/*
 * Money and times are formatted here and nowhere else: whole RWF (rules §9.14), Kigali
 * time (rules §9.13), in the language shown (rules §9.15) unless one is given. A component
 * that shows them reads `t` from `useTranslation`, so it draws again when the language
 * changes.
 */
/** `RWF 12,000`, `12 000 RWF`, `RWF 12.000`. */
export const formatMoney = (amount: number, language: Language = shown()): string =>
  formatRwf(amount, language);

/** `4.5`, `4,5`: a driver's rating, one decimal always. */
export const formatRating = (rating: number, language: Language = shown()): string =>
  formatNumber(rating, language, 1, true);

/** `1,000`, `1 000`, `1.000`; `fractionDigits` for a measure (`2.5` MB). */
export const formatCount = (
  value: number,
  fractionDigits = 0,
  language: Language = shown(),
): string => formatNumber(value, language, fractionDigits);

/** `26 Nov 2026`, `26 nov. 2026`, `26 Ugushyingo 2026`. */
export const formatDate = (iso: string, language: Language = shown()): string =>
  formatDay(iso, language);

/** `26 Nov 2026, 14:30`, in Kigali. */
export const formatDateTime = (iso: string, language: Language = shown()): string =>
  formatDayAndTime(iso, language);

/** `Sat 5 Dec 2026`, `sam. 5 déc. 2026`, in Kigali: a day to choose in a list. */
export const formatWeekdayDate = (iso: string, language: Language = shown()): string =>
  `${formatWeekday(iso, language)} ${formatDay(iso, language)}`;

/** `Sat`, `sam.`, `Gnd.`, in Kigali: a day's column in a week. */
export const formatWeekdayName = (iso: string, language: Language = shown()): string =>
  formatWeekday(iso, language);
