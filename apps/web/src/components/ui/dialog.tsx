import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';

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

/**
 * A modal question on the native <dialog>: focus moves in and comes back, Escape and the
 * Cancel button close it, the page behind cannot be used meanwhile.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open, onCancel } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
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
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-6 shadow-xl backdrop:bg-stone-900/50"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {props.title}
          </h2>
          <div className="mt-2 text-stone-700">{props.children}</div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} autoFocus>
              {props.cancelLabel}
            </Button>
            <Button
              variant={props.tone === 'primary' ? 'primary' : 'danger'}
              onClick={props.onConfirm}
              disabled={props.busy}
            >
              {props.confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
