import type { CarView, DriverView } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import {
  stretchParams,
  type CalendarItem,
  type CalendarStretch,
} from '@/lib/calendar-availability';

/** Similar listings as the form shows them: a car's or a driver's public view. */
export type SimilarItems =
  { type: 'car'; items: CarView[] } | { type: 'driver'; items: DriverView[] };

/**
 * `GET /api/{cars|drivers}/{id}/similar?from=&until=` (rules §4.17): up to 3 listings like
 * this one that are free for the window a refused request asked for.
 */
export const similarItemsQuery = (item: CalendarItem, window: CalendarStretch) =>
  queryOptions({
    queryKey: queryKeys.calendars.similar(
      item.type,
      item.id,
      window.from.toISOString(),
      window.until.toISOString(),
    ),
    queryFn: async ({ signal }): Promise<SimilarItems> => {
      const answers = await import('./calendar-answers');
      const path = `/${item.type}s/${item.id}/similar?${stretchParams(window)}`;
      return item.type === 'car'
        ? {
            type: 'car',
            items: (await apiRequest(path, answers.similarCarsAnswer, { signal })).data,
          }
        : {
            type: 'driver',
            items: (await apiRequest(path, answers.similarDriversAnswer, { signal })).data,
          };
    },
  });

export const useSimilarItems = (item: CalendarItem, window: CalendarStretch) =>
  useQuery(similarItemsQuery(item, window));
