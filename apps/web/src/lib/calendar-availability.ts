import { kigaliIso, type BookingItemType } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A car or a driver whose calendar is asked for. */
export type CalendarItem = { type: BookingItemType; id: number };

/** A stretch of a calendar, as instants. */
export type CalendarStretch = { from: Date; until: Date };

/** `from`/`until` as the API takes them: Kigali's clock with its offset. */
export const stretchParams = (stretch: CalendarStretch) =>
  `from=${encodeURIComponent(kigaliIso(stretch.from))}&until=${encodeURIComponent(kigaliIso(stretch.until))}`;

/**
 * `GET /api/{cars|drivers}/{id}/availability?from=&until=` (rules §4.15): the weekly days
 * and hours and the busy times of the stretch. The listing's week view, its booking form and
 * the provider's calendar ask for the same weeks, so they share one answer.
 */
export const availabilityQuery = (item: CalendarItem, stretch: CalendarStretch) =>
  queryOptions({
    queryKey: queryKeys.calendars.availability(
      item.type,
      item.id,
      stretch.from.toISOString(),
      stretch.until.toISOString(),
    ),
    queryFn: async ({ signal }) => {
      const { availabilityAnswer } = await import('./availability-answer');
      const path = `/${item.type}s/${item.id}/availability?${stretchParams(stretch)}`;
      return (await apiRequest(path, availabilityAnswer, { signal })).data;
    },
  });

export const useAvailability = (item: CalendarItem, stretch: CalendarStretch | undefined) =>
  useQuery({
    // A stretch-less query never runs (`enabled`); its key is only a placeholder.
    ...availabilityQuery(item, stretch ?? { from: new Date(0), until: new Date(0) }),
    enabled: stretch !== undefined && item.id > 0,
  });
