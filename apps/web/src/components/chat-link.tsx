import type { ChatSubject } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { ButtonLink } from './ui/button';
import { ChatBubbleIcon } from './ui/icons';

/**
 * "Chat with owner" / "Chat with driver" / "Message client": opens (or reuses) the chat with
 * `recipientId` about a car or driver on /chat. Nobody is offered a chat with themself.
 */
export function ChatLink({
  recipientId,
  subject,
  subjectId,
  label,
  hint = false,
  className = '',
}: {
  recipientId: number;
  subject: ChatSubject;
  subjectId: number;
  label: string;
  /** Say under the button that the phone number stays private. */
  hint?: boolean;
  /** Around the button and its hint. */
  className?: string;
}) {
  const { t } = useTranslation();
  const viewer = useSession()?.user;
  if (!viewer || viewer.id === recipientId) return null;
  return (
    <div className={className}>
      <ButtonLink
        to={paths.chatWith(recipientId, subject, subjectId)}
        variant="secondary"
        className="w-full"
      >
        <ChatBubbleIcon />
        {label}
      </ButtonLink>
      {hint && <p className="mt-2 text-xs text-stone-600">{t('chat.chatHint')}</p>}
    </div>
  );
}
