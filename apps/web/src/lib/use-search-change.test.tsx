import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSearchChange } from './use-search-change';

const withValue = (name: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(name, value);
  return next;
};

function Filters() {
  const [params, change] = useSearchChange();
  return (
    <>
      <output>{params.toString()}</output>
      <button
        type="button"
        onClick={() => {
          // Two choices before the screen draws again, as a quick thumb makes them.
          change(withValue('specialty', 'tourist-guide'));
          change(withValue('min_experience', '10'));
        }}
      >
        two quick choices
      </button>
      <button type="button" onClick={() => change(withValue('min_rating', '4'))}>
        one more
      </button>
    </>
  );
}

const renderAt = (address: string) => {
  const router = createMemoryRouter([{ path: '/drivers', element: <Filters /> }], {
    initialEntries: [address],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('useSearchChange', () => {
  it('builds each change on the one before, though the screen has not drawn it yet', async () => {
    const router = renderAt('/drivers?search=eric');
    fireEvent.click(screen.getByRole('button', { name: 'two quick choices' }));
    await screen.findByText('search=eric&specialty=tourist-guide&min_experience=10');
    expect(router.state.location.search).toBe(
      '?search=eric&specialty=tourist-guide&min_experience=10',
    );
  });

  it('builds on what the address holds after Back, not on a change Back undid', async () => {
    const router = renderAt('/drivers?search=eric');
    fireEvent.click(screen.getByRole('button', { name: 'one more' }));
    await screen.findByText('search=eric&min_rating=4');
    await act(() => router.navigate(-1));
    await screen.findByText('search=eric');
    fireEvent.click(screen.getByRole('button', { name: 'two quick choices' }));
    await screen.findByText('search=eric&specialty=tourist-guide&min_experience=10');
    expect(router.state.location.search).not.toContain('min_rating');
  });
});
