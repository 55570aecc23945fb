import type { ChatThreadView } from '@kodesha/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { SessionUser } from '@/lib/session';
import { threadMessages } from '../api/chat-cache';
import { useChatThread } from '../api/chat-thread';
import { Composer } from './composer';
import { Initials } from './initials';
import { MessageList } from './message-list';
import { useMarkReadWhileOpen } from './use-mark-read-while-open';

/**
 * spec §8: a client who opens an empty chat about a listing finds a first message saying
 * their interest, ready to send or change.
 */
function interestMessage(chat: ChatThreadView, viewer: SessionUser, t: TFunction): string {
  if (chat.user_id !== viewer.id || viewer.role !== 'client') return '';
  return chat.related_to_type === 'car'
    ? t('chat.interestCar', { title: chat.related_title })
    : t('chat.interestDriver', { name: chat.related_title });
}

/** One conversation: who and what it is about, its messages, and the composer. */
export function ChatThread({
  chatId,
  viewer,
  backTo,
}: {
  chatId: number;
  viewer: SessionUser;
  /** The conversation list, for phones, where the list and a thread take turns. */
  backTo: string;
}) {
  const { t } = useTranslation();
  const thread = useChatThread(chatId);
  const messages = threadMessages(thread.data);
  useMarkReadWhileOpen(chatId, messages, thread.data?.pages[0]?.unread_count ?? 0, viewer.id);

  const back = (
    <Link
      to={backTo}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline md:hidden"
    >
      <span aria-hidden="true">←</span> {t('chat.backToList')}
    </Link>
  );
  const status = thread.error instanceof ApiError ? thread.error.status : undefined;
  if (thread.isPending) return <Spinner label={t('chat.loadingMessages')} />;
  if (thread.isError)
    return (
      <div className="space-y-3 p-4">
        {back}
        {status === 404 || status === 403 ? (
          <p className="text-stone-700">{t('chat.notFound')}</p>
        ) : (
          <LoadError
            title={t('messages.messagesLoadFailed')}
            onRetry={() => void thread.refetch()}
          />
        )}
      </div>
    );

  const chat = thread.data.pages[0]!;
  const subjectPath =
    chat.related_to_type === 'car'
      ? paths.car(chat.related_to_id)
      : paths.driver(chat.related_to_id);
  return (
    <section aria-labelledby={`chat-${chatId}-title`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex shrink-0 items-center gap-3 border-b border-stone-200 px-3 py-2 sm:px-4">
        <Link
          to={backTo}
          aria-label={t('chat.backToList')}
          className="-ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 md:hidden"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
        <Initials name={chat.other_party.name} className="hidden sm:inline-flex" />
        <div className="min-w-0">
          <h2 id={`chat-${chatId}-title`} className="truncate font-bold text-stone-900">
            {chat.other_party.name}
          </h2>
          <Link to={subjectPath} className="block truncate text-sm text-brand-700 hover:underline">
            {t(`chat.about.${chat.related_to_type}`, { title: chat.related_title })}
          </Link>
        </div>
      </header>
      <MessageList
        messages={messages}
        viewerId={viewer.id}
        label={t('chat.threadLabel', { name: chat.other_party.name })}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
      />
      <Composer
        key={chatId}
        chatId={chatId}
        initialDraft={messages.length === 0 ? interestMessage(chat, viewer, t) : ''}
      />
    </section>
  );
}
