import { gpsRequestAnswer } from '@kodesha/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidate, stale } from '@/lib/query-keys';

/** What the owner's form sends: the API's fields (rules §7.1), every value as typed. */
export type GpsRequestForm = {
  car_id?: number | null;
  car_make: string;
  car_model: string;
  car_year?: string;
  license_plate: string;
  contact_name: string;
  contact_phone: string;
  contact_email?: string;
  installation_location: string;
  preferred_installation_date?: string;
  preferred_time?: string;
  reason?: string;
};

/** `POST /api/gps-requests` (rules §7.2): the server checks the form's rules again. */
export const requestGps = (form: GpsRequestForm) =>
  apiRequest('/gps-requests', gpsRequestAnswer, { method: 'POST', body: form });

export function useRequestGps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestGps,
    onSuccess: () => invalidate(queryClient, stale.afterGpsRequest),
  });
}
