import { myTicketBookingsQuery, readListQuery, type TicketStatus } from '@kodesha/domain';
import { useSearchChange } from '@/lib/use-search-change';

/**
 * The status the traveller's list shows, in the URL (`status`) so Back and a shared link
 * keep it, beside whatever else the address holds (the account's `tab=tickets`). Read
 * through the API's own query schema, leniently: a hand-edited value shows all requests.
 */
export function useTicketStatusFilter(): [
  TicketStatus | undefined,
  (status: TicketStatus | undefined) => void,
] {
  const [params, changeSearch] = useSearchChange();
  const { status } = readListQuery(myTicketBookingsQuery, params);
  const choose = (next: TicketStatus | undefined) =>
    changeSearch((current) => {
      const merged = new URLSearchParams(current);
      if (next) merged.set('status', next);
      else merged.delete('status');
      return merged;
    });
  return [status, choose];
}
