import { formatRwf, kigaliTimeZone } from '@kodesha/domain';

/** Money and times are formatted here and nowhere else: RWF, Africa/Kigali (rules §9.14, §9.13). */
export const formatMoney = formatRwf;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: kigaliTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: kigaliTimeZone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
