import { formatClock, formatDay, formatWeekday } from '../shared/calendar.js';
import type { Language } from '../shared/language.js';

const hourMs = 60 * 60 * 1000;

export type ChatTimeStyle = 'clock' | 'weekday' | 'date';

/** rules §5.6: a clock time under 24 hours old, a weekday under 168 hours, else a date. */
export function chatTimeStyle(sentAt: Date, now: Date): ChatTimeStyle {
  const age = now.getTime() - sentAt.getTime();
  if (age < 24 * hourMs) return 'clock';
  if (age < 168 * hourMs) return 'weekday';
  return 'date';
}

/** A message's time as a chat shows it, in Kigali (rules §5.6): `14:05`, `Mon`, `3 Nov 2026`. */
export function formatChatTime(iso: string, now: Date, language: Language = 'en'): string {
  const sentAt = new Date(iso);
  if (Number.isNaN(sentAt.getTime())) return '';
  const style = chatTimeStyle(sentAt, now);
  if (style === 'clock') return formatClock(sentAt);
  return style === 'weekday' ? formatWeekday(sentAt, language) : formatDay(sentAt, language);
}

/** rules §5.5: an unread badge shows at most 99, then `99+`; nothing at 0. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
