import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { maxVisibleToasts, toast, toastShownMs } from '@/lib/toasts';
import { Toaster } from './toaster';

describe('Toaster (rules §9.17)', () => {
  it('shows at most 20 toasts, the newest, in a polite live region', () => {
    render(<Toaster />);
    act(() => {
      for (let n = 1; n <= 25; n += 1) toast.error(`Failure ${n}`);
    });
    const region = screen.getByRole('list', { name: 'Notifications' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(maxVisibleToasts);
    expect(items[0]).toHaveTextContent('Failure 6');
    expect(items.at(-1)).toHaveTextContent('Failure 25');
  });

  it('lets a success go by itself and keeps a failure until it is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast.success('Car activated successfully');
      toast.error('Failed to delete car');
    });
    act(() => vi.advanceTimersByTime(toastShownMs + 10));
    expect(screen.queryByText('Car activated successfully')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to delete car')).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Close this message' }));
    expect(screen.queryByText('Failed to delete car')).not.toBeInTheDocument();
  });
});

describe('Toaster with a modal open', () => {
  it('shows the toasts inside the open modal, above its backdrop, and back on the page after', async () => {
    const { Modal } = await import('./modal');
    const { rerender } = render(
      <>
        <Modal open title="Create User" onClose={() => undefined}>
          <p>Form</p>
        </Modal>
        <Toaster />
      </>,
    );
    act(() => {
      toast.success('User created successfully');
    });
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('User created successfully')).toBeInTheDocument();
    rerender(<Toaster />);
    expect(screen.getByText('User created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });
});
