import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { ConversationPanel } from '../components/conversation-panel';

/** The account's Messages tab (rules §5.7): the client's conversations, each opening on /chat. */
export function AccountMessagesPanel() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold text-stone-900">{t('chat.title')}</h2>
          <p className="text-sm text-stone-600">{t('chat.intro')}</p>
        </div>
        <ButtonLink to={paths.chat} variant="secondary">
          {t('chat.openMessages')}
        </ButtonLink>
      </div>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <ConversationPanel linkTo={paths.chatThread} emptyText={t('chat.emptyText')} />
      </div>
    </div>
  );
}
