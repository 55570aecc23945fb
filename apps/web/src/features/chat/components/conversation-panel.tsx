import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { loadedChats, useChats } from '../api/list-chats';
import { ConversationList } from './conversation-list';

/**
 * The caller's conversations with their loading, error ('Failed to load chats') and empty
 * states, and more on demand.
 */
export function ConversationPanel({
  linkTo,
  selectedId,
  emptyText,
}: {
  linkTo: (chatId: number) => string;
  selectedId?: number;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const chats = useChats();
  return (
    <QueryGate
      query={chats}
      loading={<Spinner label={t('chat.loadingChats')} />}
      error={(retry) => (
        <div className="p-4">
          <LoadError title={t('messages.chatsLoadFailed')} onRetry={retry} />
        </div>
      )}
      isEmpty={(data) => loadedChats(data).length === 0}
      empty={
        <div className="p-6 text-center">
          <p className="font-semibold text-stone-900">{t('chat.emptyTitle')}</p>
          <p className="mt-1 text-sm text-stone-700">{emptyText}</p>
        </div>
      }
    >
      {(data) => (
        <div aria-busy={chats.isFetching}>
          <ConversationList chats={loadedChats(data)} linkTo={linkTo} selectedId={selectedId} />
          {chats.hasNextPage && (
            <div className="border-t border-stone-100 p-3">
              <Button
                variant="ghost"
                className="w-full"
                disabled={chats.isFetchingNextPage}
                onClick={() => void chats.fetchNextPage()}
              >
                {chats.isFetchingNextPage ? t('states.loading') : t('chat.showMore')}
              </Button>
            </div>
          )}
        </div>
      )}
    </QueryGate>
  );
}
