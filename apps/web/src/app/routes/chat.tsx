import { messages, startChatInput, type StartChatInput } from '@kodesha/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
import { useSession } from '@/lib/session';
import { useMessage } from '@/lib/use-message';
import { useStartChat } from '../api/start-chat';
import { ChatInbox } from '../components/chat-inbox';
import { SignedOutCard } from '../components/signed-out-card';

/** The chat a link asks to open (`recipient`, `related_to_type`, `related_to_id`), if any. */
function requestedStart(params: URLSearchParams) {
  if (!params.has('recipient')) return undefined;
  return startChatInput.safeParse({
    recipient_id: params.get('recipient'),
    related_to_type: params.get('related_to_type'),
    related_to_id: params.get('related_to_id'),
  });
}

/**
 * /chat (spec §2): any signed-in user's conversations. A link from a listing or a booking
 * opens the chat with that person about it (reusing the one they already have), then the
 * address becomes `?chat=<id>`, so reloading or going back does not start it again.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  usePageTitle(t('chat.title'));

  if (!session)
    return (
      <SignedOutCard title={t('chat.loginTitle')} text={t('chat.loginText')}>
        <ButtonLink to={paths.login(location.pathname + location.search)}>
          {t('chat.logIn')}
        </ButtonLink>
        <ButtonLink to={paths.signup} variant="secondary">
          {t('chat.signUp')}
        </ButtonLink>
      </SignedOutCard>
    );

  const selectedId = routeId(params.get('chat') ?? undefined) || undefined;
  const start = selectedId ? undefined : requestedStart(params);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        {t('chat.title')}
      </h1>
      <p className="mt-1 mb-4 hidden text-stone-700 sm:block">{t('chat.intro')}</p>
      <ChatInbox
        viewer={session.user}
        selectedId={selectedId}
        linkTo={paths.chatThread}
        listPath={paths.chat}
        emptyText={t('chat.emptyText')}
        panelClass="md:h-[min(40rem,calc(100dvh-14rem))] md:min-h-[31.25rem]"
        thread={start && <OpeningChat request={start} />}
      />
    </div>
  );
}

/** Opens the requested chat once, then shows it; or says why it could not. */
function OpeningChat({ request }: { request: NonNullable<ReturnType<typeof requestedStart>> }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const { mutate, error } = useStartChat();
  const input: StartChatInput | undefined = request.success ? request.data : undefined;
  const key = input && `${input.recipient_id}/${input.related_to_type}/${input.related_to_id}`;
  const started = useRef<string>(undefined);

  useEffect(() => {
    if (!input || !key || started.current === key) return;
    started.current = key;
    mutate(input, {
      onSuccess: (chat) => navigate(paths.chatThread(chat.id), { replace: true }),
    });
  }, [input, key, mutate, navigate]);

  const reason = request.success ? error?.message : request.error.issues[0]?.message;
  if (request.success && !error) return <Spinner label={t('chat.opening')} />;
  return (
    <div className="space-y-3 p-4">
      <Alert tone="error" title={t('messages.chatStartFailed')}>
        {reason && reason !== messages.chatStartFailed && <p>{message(reason)}</p>}
      </Alert>
      <ButtonLink to={paths.chat} variant="secondary" className="md:hidden">
        {t('chat.backToList')}
      </ButtonLink>
    </div>
  );
}
