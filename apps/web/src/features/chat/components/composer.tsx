import { maxMessageLength, messageToSend } from '@kodesha/domain';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { useSendMessage } from '../api/send-message';

/** The counter shows once this few characters are left. */
const warnBelow = 200;

/**
 * Writes one message (rules §5.3): blank text is not sent, one send at a time, Enter sends
 * and Shift+Enter adds a line. A failed send keeps the text with 'Failed to send message'.
 */
export function Composer({ chatId, initialDraft = '' }: { chatId: number; initialDraft?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(initialDraft);
  const send = useSendMessage();
  const content = messageToSend(draft);
  const left = maxMessageLength - draft.trim().length;

  const submit = () => {
    if (content === null || send.isPending) return;
    const sent = draft;
    send.mutate(
      { chat_id: chatId, content },
      // Whatever was typed while it was on its way stays.
      { onSuccess: () => setDraft((current) => (current === sent ? '' : current)) },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="shrink-0 border-t border-stone-200 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('chat.messageLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`${id}-text`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          placeholder={t('chat.placeholder')}
          aria-describedby={`${id}-hint`}
          aria-invalid={left < 0 ? true : undefined}
          className="block max-h-40 min-h-11 flex-1 resize-none rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm [field-sizing:content] placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
        <Button type="submit" disabled={content === null || send.isPending}>
          {send.isPending ? t('chat.sending') : t('chat.send')}
        </Button>
      </div>
      <div id={`${id}-hint`} className="mt-1 flex justify-between gap-2 text-xs text-stone-600">
        <span className="hidden sm:inline">{t('chat.enterHint')}</span>
        {left < 0 ? (
          <span className="text-red-700">{t('messages.messageTooLong')}</span>
        ) : (
          left < warnBelow && <span>{t('chat.charactersLeft', { count: left })}</span>
        )}
      </div>
      {send.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('messages.messageSendFailed')}
        </p>
      )}
    </form>
  );
}
