import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { Pagination } from '@/components/ui/pagination';
import { QueryGate } from '@/components/ui/query-gate';
import type { BookingListPage } from '../api/booking-lists';
import { BookingActions, type ActionWords } from './booking-actions';
import { BookingCard } from './booking-card';

/**
 * A page of bookings with its loading, error ('Error Loading Bookings', Try Again) and
 * empty states, each card with the actions its viewer has.
 */
export function BookingList({
  query,
  words,
  filtered,
  emptyText,
  failedText,
  onPage,
}: {
  query: UseQueryResult<BookingListPage>;
  words: ActionWords;
  filtered: boolean;
  emptyText?: string;
  /** The failure's words under 'Error Loading Bookings' (rules §9.10 names one per list). */
  failedText?: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <QueryGate
      query={query}
      error={{
        title: t('bookings.errorTitle'),
        text: <p>{failedText ?? t('messages.bookingsLoadFailed')}</p>,
      }}
      isEmpty={(page) => page.data.length === 0}
      empty={
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {filtered ? t('bookings.emptyFiltered') : (emptyText ?? t('bookings.empty'))}
        </p>
      }
    >
      {(page) => (
        <div>
          <ul className="space-y-3" aria-busy={query.isFetching}>
            {page.data.map((booking) => (
              <li key={booking.id}>
                <BookingCard
                  booking={booking}
                  actions={<BookingActions booking={booking} words={words} />}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page.current_page}
            lastPage={page.last_page}
            label={t('bookings.pagesLabel')}
            onPage={onPage}
          />
        </div>
      )}
    </QueryGate>
  );
}
