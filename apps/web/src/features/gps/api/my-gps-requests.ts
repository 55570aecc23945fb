import { myGpsRequestsAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** `GET /api/my-gps-requests`: the owner's own requests, newest first, with the answers. */
export const myGpsRequestsQuery = () =>
  queryOptions({
    queryKey: queryKeys.gps.mine,
    queryFn: ({ signal }) =>
      apiRequest('/my-gps-requests', myGpsRequestsAnswer, { signal }).then((body) => body.data),
  });

export const useMyGpsRequests = () => useQuery(myGpsRequestsQuery());
