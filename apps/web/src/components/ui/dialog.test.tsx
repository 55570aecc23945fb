import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './dialog';

function Harness({ onConfirm = () => undefined }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove listing
      </button>
      <ConfirmDialog
        open={open}
        title="Remove it?"
        confirmLabel="Remove"
        cancelLabel="Keep it"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is named by its title, starts on the safe answer and gives focus back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Remove listing' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Remove it?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove listing' }));
    await userEvent.keyboard('{Escape}'); // jsdom has no showModal: the fallback path
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove listing' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true })); // native path
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('answers yes only through the confirm button', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove listing' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
