import type { UserView } from '@kodesha/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ChatThread } from './chat-thread';
import { ConversationPanel } from './conversation-panel';

/**
 * Conversations beside the open one on a wide screen; on a phone one at a time, the thread
 * with a way back to the list. `thread` stands in for the thread while a chat is opening.
 */
export function ChatInbox({
  viewer,
  selectedId,
  linkTo,
  listPath,
  emptyText,
  thread,
  panelClass,
}: {
  viewer: UserView;
  selectedId?: number;
  linkTo: (chatId: number) => string;
  listPath: string;
  emptyText: string;
  thread?: ReactNode;
  /** The height of the two panes side by side. */
  panelClass: string;
}) {
  const { t } = useTranslation();
  const showsThread = Boolean(selectedId || thread);
  return (
    <div
      className={`overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:grid md:grid-cols-[19rem_1fr] ${panelClass}`}
    >
      <nav
        aria-label={t('chat.conversations')}
        className={`min-h-0 overflow-y-auto md:border-r md:border-stone-200 ${showsThread ? 'hidden md:block' : ''}`}
      >
        <ConversationPanel linkTo={linkTo} selectedId={selectedId} emptyText={emptyText} />
      </nav>
      <div
        className={`min-h-0 flex-col ${showsThread ? 'flex h-[calc(100dvh-10rem)] min-h-[26rem] md:h-auto md:min-h-0' : 'hidden md:flex'}`}
      >
        {thread ??
          (selectedId ? (
            <ChatThread key={selectedId} chatId={selectedId} viewer={viewer} backTo={listPath} />
          ) : (
            <div className="m-auto max-w-xs p-6 text-center">
              <p className="font-semibold text-stone-900">{t('chat.pickTitle')}</p>
              <p className="mt-1 text-sm text-stone-700">{t('chat.pickText')}</p>
            </div>
          ))}
      </div>
    </div>
  );
}
