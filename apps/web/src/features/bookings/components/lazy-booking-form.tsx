import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The booking form for a public page: its code (forms, validation) loads only for someone
 * signed in, who is the only one to see it (rules §9.16). Until it arrives, a block of its
 * size holds its place.
 */
const BookingForm = lazy(() =>
  import('./booking-form').then((module) => ({ default: module.BookingForm })),
);

export function LazyBookingForm(props: ComponentProps<typeof BookingForm>) {
  return (
    <Suspense fallback={<Skeleton className="h-[30rem] rounded-2xl" />}>
      <BookingForm {...props} />
    </Suspense>
  );
}
