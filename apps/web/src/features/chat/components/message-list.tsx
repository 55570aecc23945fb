import { formatChatTime, type MessageView } from '@kodesha/domain';
import { shownLanguage } from '@/lib/language';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ReadTickIcon } from '@/components/ui/icons';

/** How close to the bottom (px) a reader counts as following the conversation. */
const followSlack = 120;

/**
 * A conversation, oldest message at the top. It opens at the newest message and follows new
 * ones while the reader is at the bottom (always after their own); loading older messages
 * keeps the reader's place. Own messages sit right with Sent or Read.
 */
export function MessageList({
  messages,
  viewerId,
  label,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  now = new Date(),
}: {
  messages: readonly MessageView[];
  viewerId: number;
  label: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  now?: Date;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);
  const oldestId = messages[0]?.id;
  const seen = useRef<{ newestId?: number; oldestId?: number; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    if (newest?.id !== before.newestId) {
      const following = before.height - box.scrollTop - box.clientHeight < followSlack;
      if (before.newestId === undefined || following || newest?.sender_id === viewerId)
        box.scrollTop = box.scrollHeight;
    } else if (oldestId !== before.oldestId && before.height > 0) {
      box.scrollTop += box.scrollHeight - before.height; // older ones arrived above
    }
    seen.current = { newestId: newest?.id, oldestId, height: box.scrollHeight };
  }, [newest, oldestId, viewerId]);

  return (
    <div
      ref={scroller}
      className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-3 py-4 [overflow-anchor:none] sm:px-4"
    >
      {hasOlder && (
        <div className="mb-4 flex justify-center">
          <Button variant="secondary" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </Button>
        </div>
      )}
      {messages.length === 0 && (
        <p className="py-10 text-center text-sm text-stone-600">{t('chat.threadEmpty')}</p>
      )}
      {/* A log: screen readers announce each message that arrives. */}
      <div role="log" aria-label={label}>
        <ol className="space-y-2">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              own={message.sender_id === viewerId}
              now={now}
            />
          ))}
        </ol>
      </div>
    </div>
  );
}

function MessageBubble({ message, own, now }: { message: MessageView; own: boolean; now: Date }) {
  const { t } = useTranslation();
  const time = formatChatTime(message.created_at, now, shownLanguage());
  return (
    <li className={`flex ${own ? 'justify-end' : 'justify-start'}`} data-message-id={message.id}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[75%] ${own ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900'}`}
      >
        <p className="text-[0.9375rem] break-words whitespace-pre-wrap">{message.content}</p>
        <p
          className={`mt-1 flex items-center justify-end gap-1 text-xs ${own ? 'text-brand-100' : 'text-stone-600'}`}
        >
          <time dateTime={message.created_at} title={t('chat.sentAt', { time })}>
            {time}
          </time>
          {own && <ReadTick read={message.is_read} />}
        </p>
      </div>
    </li>
  );
}

/** ✓ Sent, ✓✓ Read: the marks say it to the eye, the words to screen readers. */
function ReadTick({ read }: { read: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-0.5" data-testid="read-state">
      <ReadTickIcon read={read} className={`h-3 w-4 ${read ? 'text-sun-300' : ''}`} />
      <span className="sr-only">{read ? t('chat.read') : t('chat.sent')}</span>
    </span>
  );
}
