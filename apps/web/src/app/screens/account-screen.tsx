import { AccountPage } from '@/features/account/pages/account-page';
import { MyBookingsPanel } from '@/features/bookings/pages/my-bookings-panel';

/** /account with the client's booking history as its My Bookings tab. */
export const AccountScreen = () => <AccountPage bookingsTab={<MyBookingsPanel />} />;
