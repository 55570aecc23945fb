import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

const canShowModal = (dialog: HTMLDialogElement) => typeof dialog.showModal === 'function';

/**
 * A native <dialog> opened as a modal while `open`: the page behind cannot be used
 * meanwhile, focus starts on the element marked `data-autofocus` and goes back to the
 * control that opened it, and Escape asks `onClose` (the parent decides, so state and DOM
 * agree). Spread the answer on the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

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

  return {
    ref,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      onClose();
    },
    onKeyDown: (event: KeyboardEvent) => {
      // Browsers without showModal() send no cancel event on Escape.
      if (event.key === 'Escape' && ref.current && !canShowModal(ref.current)) onClose();
    },
  };
}
