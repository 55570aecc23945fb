import { startChatInput, type StartChatInput } from '@kodesha/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useErrorText, useMessage } from '@/lib/use-message';
import { useStartChat } from '../api/start-chat';

/** The chat a link asks to open (`recipient`, `related_to_type`, `related_to_id`), if any. */
export function requestedStart(params: URLSearchParams) {
  if (!params.has('recipient')) return undefined;
  return startChatInput.safeParse({
    recipient_id: params.get('recipient'),
    related_to_type: params.get('related_to_type'),
    related_to_id: params.get('related_to_id'),
  });
}

/** What the chat's address carries once a link opened it. */
export type StartedState = { notice: string };

/** Opens the requested chat once, then shows it; or says why it could not. */
export function OpeningChat({
  request,
}: {
  request: NonNullable<ReturnType<typeof requestedStart>>;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { mutate, error } = useStartChat();
  const input: StartChatInput | undefined = request.success ? request.data : undefined;
  const key = input && `${input.recipient_id}/${input.related_to_type}/${input.related_to_id}`;
  const started = useRef<string>(undefined);

  useEffect(() => {
    if (!input || !key || started.current === key) return;
    started.current = key;
    mutate(input, {
      // rules §9.10: 'Chat started successfully', said once on the chat it opened.
      onSuccess: (chat) =>
        navigate(paths.chatThread(chat.id), {
          replace: true,
          state: { notice: t('messages.chatStarted') } satisfies StartedState,
        }),
    });
  }, [input, key, mutate, navigate, t]);

  if (request.success && !error) return <Spinner label={t('chat.opening')} />;
  // Why, under the title: the server's reason by its code, or the link's own fault.
  const reason = request.success ? errorText(error) : message(request.error.issues[0]?.message);
  return (
    <div className="space-y-3 p-4">
      <Alert tone="error" title={t('messages.chatStartFailed')}>
        {reason && reason !== t('messages.chatStartFailed') && <p>{reason}</p>}
      </Alert>
      <ButtonLink to={paths.chat} variant="secondary" className="md:hidden">
        {t('chat.backToList')}
      </ButtonLink>
    </div>
  );
}
