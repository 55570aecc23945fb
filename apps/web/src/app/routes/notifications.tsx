import { usePageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { NotificationCentre } from '@/features/notifications/components/notification-centre';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { useTranslation } from '@/lib/i18n';
// The words of this screen beyond the shell's (locales/en.ts).
import '@/locales/en-notifications';

/**
 * `/notifications`, for every signed-in role (rules §10.9): the list, each
 * leading to what it is about, Mark all read, and the SMS and email settings.
 */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:py-10">
      <PageHeader title={t('notifications.title')} intro={t('notifications.intro')} />
      <NotificationCentre />
      <NotificationSettings />
    </div>
  );
}
