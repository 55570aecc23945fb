import type { ChatView } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { UnreadBadge } from '@/components/unread-badge';
import { paths } from '@/lib/paths';
import { ConversationList } from './conversation-list';

/**
 * The dashboard's message centre (rules §5.7): the five most recent conversations, unread
 * ones marked, and the way to all messages. The owner dashboard's answer carries them.
 */
export function MessageCentre({
  chats,
  unread,
}: {
  /** The latest conversations (the owner dashboard's), or undefined while they load. */
  chats: readonly ChatView[] | undefined;
  unread: number;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="message-centre-title"
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-100 px-4 py-3">
        <h2
          id="message-centre-title"
          className="flex items-center gap-2 text-lg font-bold text-stone-900"
        >
          {t('chat.messageCentre')}
          <UnreadBadge count={unread} />
        </h2>
        <Link
          to={paths.ownerMessages}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('chat.viewAll')}
        </Link>
      </div>
      {chats === undefined ? (
        <div aria-busy="true" className="space-y-3 p-4">
          <div className="h-10 animate-pulse rounded bg-stone-100" />
          <div className="h-10 animate-pulse rounded bg-stone-100" />
        </div>
      ) : chats.length === 0 ? (
        <p className="p-4 text-sm text-stone-700">{t('chat.recentEmpty')}</p>
      ) : (
        <ConversationList chats={chats} linkTo={paths.ownerChat} />
      )}
    </section>
  );
}
