import { BookingRequestsPanel } from '@/features/bookings/pages/booking-requests-panel';
import { DriverDashboardPage } from '@/features/driver/pages/driver-dashboard-page';

/** /driver/dashboard with its Booking Requests tab. */
export const DriverDashboardScreen = () => (
  <DriverDashboardPage bookingRequests={<BookingRequestsPanel />} />
);
