import { calendarOf, calendarWeek, calendarWeeks, hourOfDay, kigaliToday } from '@kodesha/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { WeekCalendar } from '@/components/week-calendar/week-calendar';
import { shownHours, weekColumns } from '@/components/week-calendar/week-cells';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { availabilityQuery, type CalendarItem } from '../api/availability';
import { WeekGridSkeleton } from './week-grid-skeleton';
import type { PickedStart } from './week-view-parts';

/**
 * A listing's coming weeks, one at a time from this one (rules §4.15): each day's hours
 * free, booked, blocked or not available, never who booked or why. A free hour tapped is
 * handed to `onPick`, which fills the booking form.
 */
export function WeekView({
  item,
  onPick,
  picked,
}: {
  item: CalendarItem;
  onPick: (start: PickedStart) => void;
  picked?: PickedStart;
}) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const today = kigaliToday(now);
  const [offset, setOffset] = useState(0);
  const week = calendarWeek(today, offset);
  const calendar = useQuery({
    ...availabilityQuery(item, week),
    // The week shown stays while the next one comes, so the page does not jump.
    placeholderData: keepPreviousData,
  });
  const columns = useMemo(() => {
    if (!calendar.data) return undefined;
    const read = calendarOf(calendar.data);
    return weekColumns(read, week.days, shownHours(read), now);
    // week.days is a new list each render; the week is named by its first day.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [calendar.data, week.days[0], now]);
  const range = t('calendar.weekOf', {
    from: formatDate(`${week.days[0]}T12:00:00+02:00`),
    to: formatDate(`${week.days[6]}T12:00:00+02:00`),
  });
  const pickedStart = picked && hourOfDay(picked.day, picked.startHour);
  const pickedRange = pickedStart
    ? { start: pickedStart, end: new Date(pickedStart.getTime() + 3_600_000) }
    : undefined;

  return (
    <>
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
          disabled={offset === calendarWeeks - 1}
          onClick={() => setOffset(offset + 1)}
        >
          <ChevronRightIcon className="size-5" />
        </Button>
      </div>
      {calendar.isError && !calendar.data ? (
        <div className="mt-3 h-[23rem]">
          <LoadError title={t('calendar.error')} onRetry={() => void calendar.refetch()} />
        </div>
      ) : columns ? (
        <div
          className={`mt-3 h-[23rem] overflow-y-auto ${calendar.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={calendar.isPlaceholderData}
        >
          <WeekCalendar
            columns={columns}
            caption={`${t('calendar.title')}: ${range}`}
            picked={pickedRange}
            onPick={(cell) => onPick({ day: cell.day, startHour: cell.hour })}
          />
        </div>
      ) : (
        <WeekGridSkeleton label={t('calendar.loading')} />
      )}
    </>
  );
}
