import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
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
  onPage,
}: {
  query: UseQueryResult<BookingListPage>;
  words: ActionWords;
  filtered: boolean;
  emptyText?: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <LoadError title={t('bookings.errorTitle')} onRetry={() => void query.refetch()}>
        <p>{t('messages.bookingsLoadFailed')}</p>
      </LoadError>
    );
  const page = query.data;
  if (page.data.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
        {filtered ? t('bookings.emptyFiltered') : (emptyText ?? t('bookings.empty'))}
      </p>
    );
  return (
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
  );
}
