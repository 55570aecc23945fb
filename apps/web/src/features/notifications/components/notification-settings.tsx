import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { QueryGate } from '@/components/ui/query-gate';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toasts';
import { useErrorText } from '@/lib/use-message';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import type { NotificationSettings as Settings } from '@kodesha/domain';

/** One channel's switch: a checkbox drawn as a switch, its label and a line under it. */
function ChannelSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="font-medium text-stone-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="relative mt-1 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-300 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-5 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}

/**
 * Whether notifications also reach the person by SMS and by email (`GET/PUT
 * /api/me/notification-settings`). In the app they always do, and security messages go
 * whatever is chosen here (rules §10.5).
 */
export function NotificationSettings({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const email = useSession()?.user.email ?? '';
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const change = (next: Partial<Settings>) =>
    save.mutate(next, {
      onSuccess: () => toast.success(t('notifications.settings.saved')),
      onError: (error) =>
        toast.error(`${t('notifications.settings.saveFailed')}: ${errorText(error)}`),
    });

  return (
    <Card className={className}>
      <section aria-labelledby="notification-settings-heading">
        <h2 id="notification-settings-heading" className="text-lg font-semibold text-stone-900">
          {t('notifications.settings.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('notifications.settings.intro')}</p>
        <QueryGate query={settings} error={{ title: t('notifications.settings.loadFailed') }}>
          {(current) => (
            <div className="mt-2 divide-y divide-stone-200">
              <ChannelSwitch
                label={t('notifications.settings.sms')}
                hint={t('notifications.settings.smsHint')}
                checked={current.sms}
                disabled={save.isPending}
                onChange={(sms) => change({ sms })}
              />
              <ChannelSwitch
                label={t('notifications.settings.email')}
                hint={t('notifications.settings.emailHint', { email })}
                checked={current.email}
                disabled={save.isPending}
                onChange={(on) => change({ email: on })}
              />
            </div>
          )}
        </QueryGate>
        <p className="mt-3 text-xs text-stone-600">{t('notifications.settings.security')}</p>
      </section>
    </Card>
  );
}
