import { CarDetailPage } from '@/features/cars/pages/car-detail-page';
import { carBookingForm } from './booking-forms';

/** /cars/{id} with the booking form. */
export const CarDetailScreen = () => <CarDetailPage bookingPanel={carBookingForm} />;
