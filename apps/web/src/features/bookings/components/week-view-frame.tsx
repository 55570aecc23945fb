import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { WeekLegend } from '@/components/week-calendar/week-calendar';
import { useTranslation } from '@/lib/i18n';
import { useHydrated } from '@/lib/session';
import { WeekGridSkeleton } from './week-grid-skeleton';

const WeekView = lazy(() => import('./week-view').then((module) => ({ default: module.WeekView })));

/**
 * The week view's place on a listing page (rules §4.15): its title, words and legend drawn
 * at once (on the server too), its weeks after the page has hydrated — their code and the
 * calendar's answer load then, off the page's first load.
 */
export function LazyWeekView(props: ComponentProps<typeof WeekView>) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const waiting = (
    <>
      <div className="flex h-11 items-center justify-center">
        <Skeleton className="h-4 w-40" />
      </div>
      <WeekGridSkeleton label={t('calendar.loading')} />
    </>
  );
  return (
    <section
      aria-labelledby="calendar-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id="calendar-title" className="text-lg font-bold text-stone-900">
        {t('calendar.title')}
      </h2>
      <p className="mt-1 mb-3 text-sm text-stone-600">{t('calendar.intro')}</p>
      {hydrated ? <Suspense fallback={waiting}>{<WeekView {...props} />}</Suspense> : waiting}
      <div className="mt-3">
        <WeekLegend />
      </div>
    </section>
  );
}
