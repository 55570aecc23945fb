import { formatRwf, kigaliTimeZone } from '@kodesha/domain';

/** Money and times are formatted here and nowhere else: RWF, Africa/Kigali (rules §9.14, §9.13). */
export const formatMoney = formatRwf;

/**
 * Formatters are made on first use: one with a time zone costs a slow phone tens of
 * milliseconds to build, which a page showing no date should not pay while it starts.
 */
const lazyFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (iso: string) => {
    format ??= new Intl.DateTimeFormat('en-GB', { timeZone: kigaliTimeZone, ...options });
    return format.format(new Date(iso));
  };
};

export const formatDate = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });

export const formatDateTime = lazyFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
