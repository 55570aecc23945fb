import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/lib/i18n';
import { toast, toastHosts, toastShownMs, useToastHost, useToasts, type Toast } from '@/lib/toasts';
import { CloseIcon } from './icons';

function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (item.tone !== 'success') return;
    const timer = window.setTimeout(() => toast.dismiss(item.id), toastShownMs);
    return () => window.clearTimeout(timer);
  }, [item]);
  return (
    <li
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${
        item.tone === 'success'
          ? 'border-brand-200 bg-brand-50 text-brand-900'
          : 'border-red-200 bg-red-50 text-red-800'
      }`}
    >
      <p className="flex-1 py-1.5 font-medium">{item.text}</p>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        aria-label={t('states.closeNotice')}
        className="-my-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <CloseIcon />
      </button>
    </li>
  );
}

/**
 * The toasts of `lib/toasts`, newest at the bottom, pinned to the bottom of the screen (at
 * most 20, rules §9.17), in a live region screen readers announce. While a modal is open
 * they show inside it (`ToastSpot`), above its backdrop.
 */
export function Toaster() {
  const { t } = useTranslation();
  const items = useToasts();
  const host = useToastHost();
  const list = (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex max-h-[80dvh] justify-center overflow-hidden sm:inset-x-auto sm:right-6 sm:w-96"
    >
      <ul
        aria-label={t('states.notifications')}
        className="flex w-full max-w-sm flex-col justify-end gap-2"
      >
        {items.map((item) => (
          <ToastItem key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
  return host ? createPortal(list, host) : list;
}

/** Where an open modal shows the toasts (rendered inside its <dialog>). */
export function ToastSpot() {
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = spot.current;
    if (!element) return;
    toastHosts.push(element);
    return () => toastHosts.remove(element);
  }, []);
  return <div ref={spot} />;
}
