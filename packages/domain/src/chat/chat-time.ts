import { kigaliTimeZone } from '../shared/locations.js';

const hourMs = 60 * 60 * 1000;

export type ChatTimeStyle = 'clock' | 'weekday' | 'date';

/** rules §5.6: a clock time under 24 hours old, a weekday under 168 hours, else a date. */
export function chatTimeStyle(sentAt: Date, now: Date): ChatTimeStyle {
  const age = now.getTime() - sentAt.getTime();
  if (age < 24 * hourMs) return 'clock';
  if (age < 168 * hourMs) return 'weekday';
  return 'date';
}

const formats: Record<ChatTimeStyle, Intl.DateTimeFormatOptions> = {
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'short' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
};
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A message's time as a chat shows it, in Kigali (rules §5.6): `14:05`, `Mon`, `3 Nov 2026`. */
export function formatChatTime(iso: string, now: Date, locale = 'en-GB'): string {
  const sentAt = new Date(iso);
  if (Number.isNaN(sentAt.getTime())) return '';
  const style = chatTimeStyle(sentAt, now);
  const key = `${locale}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...formats[style], timeZone: kigaliTimeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(sentAt);
}

/** rules §5.5: an unread badge shows at most 99, then `99+`; nothing at 0. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
