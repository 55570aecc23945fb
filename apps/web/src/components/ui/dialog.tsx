import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { ToastSpot } from './toaster';
import { useModalDialog } from './use-modal-dialog';

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
 * A modal question on the native <dialog>: the page behind cannot be used meanwhile, focus
 * starts on Cancel (the safe answer) and goes back to the control that opened it, Escape
 * and Cancel close it. The title names the dialog for screen readers.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const { open, onCancel } = props;
  const dialog = useModalDialog(open, onCancel);

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
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
