import type { ChatSubject } from '@kodesha/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { ButtonLink } from './ui/button';

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
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12z" strokeLinejoin="round" />
        </svg>
        {label}
      </ButtonLink>
      {hint && <p className="mt-2 text-xs text-stone-600">{t('chat.chatHint')}</p>}
    </div>
  );
}
