import { unreadBadgeText } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';

/**
 * The red count of unread messages (rules §5.5: at most 99, then '99+'; nothing at 0).
 * Screen readers hear the whole number in words: `label` says what is unread when it is
 * not messages (notifications).
 */
export function UnreadBadge({
  count,
  className = '',
  label,
}: {
  count: number;
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-none font-bold text-white ${className}`}
      data-testid="unread-badge"
    >
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label ?? t('chat.unread', { count })}</span>
    </span>
  );
}
