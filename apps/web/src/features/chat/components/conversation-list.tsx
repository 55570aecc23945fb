import { formatChatTime, type ChatView } from '@kodesha/domain';
import { shownLanguage } from '@/lib/language';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { UnreadBadge } from '@/components/unread-badge';
import { useSession } from '@/lib/session';
import { Initials } from './initials';

/**
 * Conversations as links, newest activity first: who, about which car or driver, the last
 * message and when, and how many are unread (those stand out).
 */
export function ConversationList({
  chats,
  linkTo,
  selectedId,
  now = new Date(),
}: {
  chats: readonly ChatView[];
  linkTo: (chatId: number) => string;
  selectedId?: number;
  now?: Date;
}) {
  const { t } = useTranslation();
  const viewerId = useSession()?.user.id;
  return (
    <ul className="divide-y divide-stone-100">
      {chats.map((chat) => {
        const last = chat.last_message;
        const unread = chat.unread_count > 0;
        const selected = chat.id === selectedId;
        const preview = !last
          ? t('chat.noMessages')
          : last.sender_id === viewerId
            ? t('chat.you', { text: last.content })
            : last.content;
        const at = chat.last_message_at ?? chat.created_at;
        return (
          <li key={chat.id}>
            <Link
              to={linkTo(chat.id)}
              aria-current={selected ? 'page' : undefined}
              className={`flex gap-3 px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${selected ? 'bg-brand-50' : 'hover:bg-stone-50'}`}
            >
              <Initials name={chat.other_party.name} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={`truncate text-stone-900 ${unread ? 'font-bold' : 'font-semibold'}`}
                  >
                    {chat.other_party.name}
                  </span>
                  <time dateTime={at} className="shrink-0 text-xs text-stone-600">
                    {formatChatTime(at, now, shownLanguage())}
                  </time>
                </span>
                <span className="block truncate text-xs text-stone-600">
                  {t(`chat.about.${chat.related_to_type}`, { title: chat.related_title })}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span
                    className={`truncate text-sm ${unread ? 'font-semibold text-stone-900' : 'text-stone-600'}`}
                  >
                    {preview}
                  </span>
                  <UnreadBadge count={chat.unread_count} className="shrink-0" />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
