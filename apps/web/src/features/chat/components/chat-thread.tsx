import type { ChatThreadView, UserView } from '@kodesha/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { LoadError } from '@/components/ui/load-error';
import { QueryGate } from '@/components/ui/query-gate';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { threadMessages } from '../api/chat-cache';
import { useChatThread } from '../api/chat-thread';
import { Composer } from './composer';
import { Initials } from './initials';
import { MessageList } from './message-list';
import { useMarkReadWhileOpen } from './use-mark-read-while-open';

/**
 * rules §5.4: a client who opens an empty chat about a listing finds a first message saying
 * their interest, ready to send or change.
 */
function interestMessage(chat: ChatThreadView, viewer: UserView, t: TFunction): string {
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
  viewer: UserView;
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
  const backToList = (content: ReactNode) => (
    <div className="space-y-3 p-4">
      {back}
      {content}
    </div>
  );
  return (
    <QueryGate
      query={thread}
      loading={<Spinner label={t('chat.loadingMessages')} />}
      notFound={backToList(<p className="text-stone-700">{t('chat.notFound')}</p>)}
      forbidden={backToList(<p className="text-stone-700">{t('chat.notFound')}</p>)}
      error={(retry) =>
        backToList(<LoadError title={t('messages.messagesLoadFailed')} onRetry={retry} />)
      }
    >
      {(data) => {
        const chat = data.pages[0]!;
        const subjectPath =
          chat.related_to_type === 'car'
            ? paths.car(chat.related_to_id)
            : paths.driver(chat.related_to_id);
        return (
          <section
            aria-labelledby={`chat-${chatId}-title`}
            className="flex min-h-0 flex-1 flex-col"
          >
            <header className="flex shrink-0 items-center gap-3 border-b border-stone-200 px-3 py-2 sm:px-4">
              <Link
                to={backTo}
                aria-label={t('chat.backToList')}
                className="-ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-800 hover:bg-stone-100 md:hidden"
              >
                <ArrowLeftIcon />
              </Link>
              <Initials name={chat.other_party.name} className="hidden sm:inline-flex" />
              <div className="min-w-0">
                <h2 id={`chat-${chatId}-title`} className="truncate font-bold text-stone-900">
                  {chat.other_party.name}
                </h2>
                <Link
                  to={subjectPath}
                  className="block truncate text-sm text-brand-700 hover:underline"
                >
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
      }}
    </QueryGate>
  );
}
