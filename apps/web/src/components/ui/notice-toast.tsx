import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CloseIcon } from './icons';

export type Notice = { tone: 'success' | 'error'; text: string };

export const noticeShownMs = 5_000;

/**
 * What just happened (a car switched on, a delete that failed), pinned to the bottom of
 * the screen so a phone user far down the list sees it. Successes go away by themselves;
 * failures stay until closed.
 */
export function NoticeToast({ notice, onClose }: { notice?: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = window.setTimeout(onClose, noticeShownMs);
    return () => window.clearTimeout(timer);
  }, [notice, onClose]);

  return (
    // The live region stays in the page so screen readers announce what appears in it.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-40 flex justify-center sm:inset-x-auto sm:right-6"
    >
      {notice && (
        <div
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
            notice.tone === 'success'
              ? 'border-brand-200 bg-brand-50 text-brand-900'
              : 'border-red-200 bg-red-50 text-red-800'
          }`}
        >
          <p className="flex-1 py-1.5 font-medium">{notice.text}</p>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('owner.closeNotice')}
            className="-my-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}
