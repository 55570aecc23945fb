import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { ToastSpot } from './toaster';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

const canShowModal = (dialog: HTMLDialogElement) => typeof dialog.showModal === 'function';

/**
 * A modal question on the native <dialog>: the page behind cannot be used meanwhile, focus
 * starts on Cancel (the safe answer) and goes back to the control that opened it, Escape
 * and Cancel close it. The title names the dialog for screen readers.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const { open, onCancel } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (canShowModal(dialog)) dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // The opener may be gone (a deleted row): then the page decides where focus goes.
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // Escape: the parent decides, so state and DOM agree
        onCancel();
      }}
      onKeyDown={(event) => {
        // Browsers without showModal() send no cancel event on Escape.
        if (event.key === 'Escape' && ref.current && !canShowModal(ref.current)) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-6 shadow-xl backdrop:bg-stone-900/50"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {props.title}
          </h2>
          <div className="mt-2 text-stone-700">{props.children}</div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} data-autofocus>
              {props.cancelLabel}
            </Button>
            <Button
              variant={props.tone === 'primary' ? 'primary' : 'danger'}
              onClick={props.onConfirm}
              disabled={props.busy}
              aria-busy={props.busy || undefined}
            >
              {props.confirmLabel}
            </Button>
          </div>
          <ToastSpot />
        </>
      )}
    </dialog>
  );
}
