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
    const region = screen.getByRole('status');
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
