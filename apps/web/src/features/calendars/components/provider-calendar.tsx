import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useCalendarWeek, WeekPager } from '@/components/week-calendar/use-calendar-week';
import { WeekCalendar, WeekLegend } from '@/components/week-calendar/week-calendar';
import { useTranslation } from '@/lib/i18n';
import type { CalendarItem } from '../api/blocks';
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
  const { today, query: availability, columns, pager } = useCalendarWeek(item, weeksAhead);
  const [draft, setDraft] = useState<BlockDraft>(() => emptyDraft(today));
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-label={t('blocks.weekCaption')} className="space-y-3">
        <WeekPager pager={pager} />
        {availability.isError && !availability.data ? (
          <LoadError title={t('calendar.error')} onRetry={() => void availability.refetch()} />
        ) : columns ? (
          <div
            className={`max-h-[28rem] overflow-y-auto ${availability.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={availability.isPlaceholderData}
          >
            <WeekCalendar
              columns={columns}
              caption={`${t('blocks.weekCaption')}: ${pager.range}`}
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
