import type { CarContactView } from '@kodesha/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The owner's phone (DESIGN §1.5): asked for only when a verified client clicks to reveal it. */
export const revealOwnerPhone = (carId: number) =>
  apiRequest<{ data: CarContactView }>(`/cars/${carId}/contact`).then((body) => body.data);

export const useRevealOwnerPhone = (carId: number) =>
  useMutation({ mutationFn: () => revealOwnerPhone(carId) });
