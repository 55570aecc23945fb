import { AccountPage } from '@/features/account/pages/account-page';
import { MyBookingsPanel } from '@/features/bookings/pages/my-bookings-panel';
import { useUnreadCount } from '@/features/chat/api/unread-count';
import { AccountMessagesPanel } from '@/features/chat/pages/account-messages-panel';

/** /account with the client's booking history and conversations as its tabs. */
export function AccountScreen() {
  const unread = useUnreadCount();
  return (
    <AccountPage
      bookingsTab={<MyBookingsPanel />}
      messagesTab={<AccountMessagesPanel />}
      unreadMessages={unread}
    />
  );
}
