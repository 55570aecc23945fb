import { calendarWeeks, hourOfDay } from '@kodesha/domain';
import { LoadError } from '@/components/ui/load-error';
import { useCalendarWeek, WeekPager } from '@/components/week-calendar/use-calendar-week';
import { WeekCalendar } from '@/components/week-calendar/week-calendar';
import type { CalendarItem } from '@/lib/calendar-availability';
import { useTranslation } from '@/lib/i18n';
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
  const { query: calendar, columns, pager } = useCalendarWeek(item, calendarWeeks);
  const pickedStart = picked && hourOfDay(picked.day, picked.startHour);
  const pickedRange = pickedStart
    ? { start: pickedStart, end: new Date(pickedStart.getTime() + 3_600_000) }
    : undefined;

  return (
    <>
      <WeekPager pager={pager} />
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
            caption={`${t('calendar.title')}: ${pager.range}`}
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
