import { BookDriverPage } from '@/features/drivers/pages/book-driver-page';
import { driverBookingForm } from './booking-forms';

/** /drivers/{id}/book. */
export const BookDriverScreen = () => <BookDriverPage bookingPanel={driverBookingForm} />;
