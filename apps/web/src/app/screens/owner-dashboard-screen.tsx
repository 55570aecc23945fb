import type { ChatView } from '@kodesha/domain';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { OwnerDashboardPage } from '@/features/owner/pages/owner-dashboard-page';
import { paths } from '@/lib/paths';

const recentChats = (chats: readonly ChatView[]) => (
  <ConversationList chats={chats} linkTo={paths.ownerChat} />
);

/** /owner/dashboard with the message centre's conversations from the chat feature. */
export const OwnerDashboardScreen = () => <OwnerDashboardPage recentChats={recentChats} />;
