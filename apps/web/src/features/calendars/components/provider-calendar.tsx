import { calendarOf, calendarWeek, kigaliToday } from '@kodesha/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { WeekCalendar, WeekLegend } from '@/components/week-calendar/week-calendar';
import { shownHours, weekColumns } from '@/components/week-calendar/week-cells';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { weekAvailabilityQuery, type CalendarItem } from '../api/blocks';
import { draftRange, emptyDraft, pickHour, type BlockDraft } from './block-draft';
import { BlockForm } from './block-form';
import { BlockList } from './block-list';
// The words of this screen beyond the shell's, and the week's own.
import '@/locales/en-blocks';
import '@/locales/en-calendar';

/** How far ahead a provider may page: half a year of weeks. */
const weeksAhead = 26;

/**
 * A car's or a driver's calendar as its provider (or an admin) keeps it (rules §4.15): a
 * week at a time, its hours free, booked or blocked; free hours tapped (or a start and an
 * end written) make a block, with a private note; the blocks still to end, to free.
 */
export function ProviderCalendar({ item }: { item: CalendarItem }) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const today = kigaliToday(now);
  const [offset, setOffset] = useState(0);
  const [draft, setDraft] = useState<BlockDraft>(() => emptyDraft(today));
  const week = calendarWeek(today, offset);
  const availability = useQuery({
    ...weekAvailabilityQuery(item, week),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => {
    if (!availability.data) return undefined;
    const read = calendarOf(availability.data);
    return weekColumns(read, week.days, shownHours(read), now);
    // week.days is a new list each render; the week is named by its first day.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [availability.data, week.days[0], now]);
  const range = t('calendar.weekOf', {
    from: formatDate(`${week.days[0]}T12:00:00+02:00`),
    to: formatDate(`${week.days[6]}T12:00:00+02:00`),
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-label={t('blocks.weekCaption')} className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="secondary"
            className="px-3"
            aria-label={t('calendar.previousWeek')}
            disabled={offset === 0}
            onClick={() => setOffset(offset - 1)}
          >
            <ChevronLeftIcon className="size-5" />
          </Button>
          <p className="text-sm font-semibold text-stone-900" aria-live="polite">
            {range}
          </p>
          <Button
            variant="secondary"
            className="px-3"
            aria-label={t('calendar.nextWeek')}
            disabled={offset === weeksAhead - 1}
            onClick={() => setOffset(offset + 1)}
          >
            <ChevronRightIcon className="size-5" />
          </Button>
        </div>
        {availability.isError && !availability.data ? (
          <LoadError title={t('calendar.error')} onRetry={() => void availability.refetch()} />
        ) : columns ? (
          <div
            className={`max-h-[28rem] overflow-y-auto ${availability.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={availability.isPlaceholderData}
          >
            <WeekCalendar
              columns={columns}
              caption={`${t('blocks.weekCaption')}: ${range}`}
              picked={draftRange(draft)}
              onPick={(cell) => setDraft(pickHour(draft, cell.start))}
            />
          </div>
        ) : (
          <p role="status" className="py-10 text-center text-sm text-stone-600">
            {t('calendar.loading')}
          </p>
        )}
        <WeekLegend showPicked />
        <p className="text-xs text-stone-600">{t('blocks.pickedHint')}</p>
      </section>
      <div className="space-y-8">
        <BlockForm item={item} draft={draft} onDraft={setDraft} today={today} />
        <BlockList item={item} />
      </div>
    </div>
  );
}
