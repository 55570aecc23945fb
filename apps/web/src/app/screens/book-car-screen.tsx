import { BookCarPage } from '@/features/cars/pages/book-car-page';
import { carBookingForm } from './booking-forms';

/** /cars/{id}/book. */
export const BookCarScreen = () => <BookCarPage bookingPanel={carBookingForm} />;
