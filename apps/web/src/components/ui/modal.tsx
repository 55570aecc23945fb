import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CloseIcon } from './icons';
import { ToastSpot } from './toaster';
import { useModalDialog } from './use-modal-dialog';

/**
 * A window over the page on the native <dialog> (details, a form, a licence photo): the
 * page behind cannot be used meanwhile, the title names it for screen readers, Escape and
 * the ✕ button close it, and focus goes back to the control that opened it. `footer`
 * holds its buttons, pinned below a body that scrolls on a small phone.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useModalDialog(open, onClose);

  const width = {
    md: 'w-[min(32rem,calc(100vw-1rem))]',
    lg: 'w-[min(48rem,calc(100vw-1rem))]',
    xl: 'w-[min(64rem,calc(100vw-1rem))]',
  }[size];
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className={`m-auto max-h-[calc(100dvh-1rem)] ${width} overflow-hidden rounded-2xl border border-stone-200 bg-white p-0 shadow-xl backdrop:bg-stone-900/50`}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-1rem)] flex-col">
          <div className="flex items-start justify-between gap-3 border-b border-stone-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold text-stone-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('states.close')}
              className="-my-1 -mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-stone-200 px-5 py-3 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
          <ToastSpot />
        </div>
      )}
    </dialog>
  );
}
