import { calendarOf, calendarWeek, kigaliToday } from '@kodesha/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { availabilityQuery, type CalendarItem } from '@/lib/calendar-availability';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { shownHours, weekColumns } from './week-cells';

/**
 * One week of a car's or a driver's calendar at a time (rules §4.15), as the listing's week
 * view and the provider's calendar both show it: which week (0 = this one, up to `weeks`
 * ahead), its answer (the week shown stays while the next one comes, so the page does not
 * jump) and its hours as the grid's columns.
 */
export function useCalendarWeek(item: CalendarItem, weeks: number) {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());
  const today = kigaliToday(now);
  const [offset, setOffset] = useState(0);
  const week = calendarWeek(today, offset);
  const query = useQuery({ ...availabilityQuery(item, week), placeholderData: keepPreviousData });
  const columns = useMemo(() => {
    if (!query.data) return undefined;
    const read = calendarOf(query.data);
    return weekColumns(read, week.days, shownHours(read), now);
    // week.days is a new list each render; the week is named by its first day.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, week.days[0], now]);
  const range = t('calendar.weekOf', {
    from: formatDate(`${week.days[0]}T12:00:00+02:00`),
    to: formatDate(`${week.days[6]}T12:00:00+02:00`),
  });
  const pager = {
    range,
    canGoBack: offset > 0,
    canGoOn: offset < weeks - 1,
    back: () => setOffset((shown) => Math.max(0, shown - 1)),
    on: () => setOffset((shown) => Math.min(weeks - 1, shown + 1)),
  };
  return { today, week, query, columns, pager };
}

export type WeekPagerState = ReturnType<typeof useCalendarWeek>['pager'];

/** Previous week, the week shown, next week. */
export function WeekPager({ pager }: { pager: WeekPagerState }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-2">
      <Button
        variant="secondary"
        className="px-3"
        aria-label={t('calendar.previousWeek')}
        disabled={!pager.canGoBack}
        onClick={pager.back}
      >
        <ChevronLeftIcon className="size-5" />
      </Button>
      <p className="text-sm font-semibold text-stone-900" aria-live="polite">
        {pager.range}
      </p>
      <Button
        variant="secondary"
        className="px-3"
        aria-label={t('calendar.nextWeek')}
        disabled={!pager.canGoOn}
        onClick={pager.on}
      >
        <ChevronRightIcon className="size-5" />
      </Button>
    </div>
  );
}
