import { DriverDetailPage } from '@/features/drivers/pages/driver-detail-page';
import { driverBookingForm } from './booking-forms';

/** /drivers/{id} with the booking form. */
export const DriverDetailScreen = () => <DriverDetailPage bookingPanel={driverBookingForm} />;
