import { driverAnswer } from '@kodesha/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in driver's own profile; a 404 means they have not registered yet. */
export const myDriverProfileQuery = queryOptions({
  queryKey: queryKeys.ownDriver,
  queryFn: ({ signal }) =>
    apiRequest('/my-driver-profile', driverAnswer, { signal }).then((body) => body.data),
  retry: false,
});

export const useMyDriverProfile = () => useQuery(myDriverProfileQuery);
