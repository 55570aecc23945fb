import type { DriverView } from '@kodesha/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const myDriverProfileKey = ['driver', 'profile'] as const;

/** The signed-in driver's own profile; a 404 means they have not registered yet. */
export const useMyDriverProfile = () =>
  useQuery({
    queryKey: myDriverProfileKey,
    queryFn: ({ signal }) =>
      apiRequest<{ data: DriverView }>('/my-driver-profile', { signal }).then((body) => body.data),
    retry: false,
  });
