import { useTranslation } from '@/lib/i18n';
import { useLocation, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { ChatInbox } from '@/features/chat/components/chat-inbox';
import {
  OpeningChat,
  requestedStart,
  type StartedState,
} from '@/features/chat/components/opening-chat';
import { SignedOutCard } from '@/features/chat/components/signed-out-card';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
import { useSession } from '@/lib/session';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-chat';

/**
 * /chat (rules §5.7): any signed-in user's conversations. A link from a listing or a booking
 * opens the chat with that person about it (reusing the one they already have), then the
 * address becomes `?chat=<id>`, so reloading or going back does not start it again.
 */
export function Component() {
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
        <ButtonLink
          to={paths.signup(undefined, location.pathname + location.search)}
          variant="secondary"
        >
          {t('chat.signUp')}
        </ButtonLink>
      </SignedOutCard>
    );

  const selectedId = routeId(params.get('chat') ?? undefined) || undefined;
  const start = selectedId ? undefined : requestedStart(params);
  const notice = selectedId ? (location.state as StartedState | null)?.notice : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        {t('chat.title')}
      </h1>
      <p className="mt-1 mb-4 hidden text-stone-700 sm:block">{t('chat.intro')}</p>
      {notice && (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
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
