import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from 'react-router';
import { AccessDenied } from '@/components/access-denied';
import { usePageTitle } from '@/components/page-title';
import { ButtonLink } from '@/components/ui/button';
import { BackLink } from '@/components/ui/page-header';
import { paths } from '@/lib/paths';
import { routeId } from '@/lib/route-id';
import { useSession } from '@/lib/session';
import { ChatInbox } from '@/features/chat/components/chat-inbox';
import { SignedOutCard } from '@/features/chat/components/signed-out-card';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-chat';

/**
 * /owner/messages and /owner/chats (rules §5.7): the owner's conversations on the left, the
 * chosen one on the right in a 500 px panel. Signed out it says 'Authentication Required'
 * (no credential hints, rules §9.19); another role sees Access Denied.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  usePageTitle(t('chat.title'));

  if (!session)
    return (
      <SignedOutCard title={t('chat.authTitle')} text={t('chat.authText')}>
        <ButtonLink to={paths.login(paths.ownerMessages)}>{t('chat.logIn')}</ButtonLink>
        <ButtonLink to={paths.ownerDashboard} variant="secondary">
          {t('chat.ownerDashboard')}
        </ButtonLink>
      </SignedOutCard>
    );
  if (session.user.role !== 'owner') return <AccessDenied />;

  const selectedId = routeId(params.get('chat') ?? undefined) || undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <BackLink to={paths.ownerDashboard}>{t('chat.backToDashboard')}</BackLink>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">
        {t('chat.title')}
      </h1>
      <p className="mt-1 mb-4 hidden text-stone-700 sm:block">{t('chat.ownerIntro')}</p>
      <ChatInbox
        viewer={session.user}
        selectedId={selectedId}
        linkTo={paths.ownerChat}
        listPath={paths.ownerMessages}
        emptyText={t('chat.ownerEmptyText')}
        panelClass="md:h-[500px]"
      />
    </div>
  );
}
