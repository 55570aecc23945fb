import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { RequireRole } from './require-role';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireRole roles={['admin']} />,
        children: [{ path: '/admin', element: <p>admin area</p> }],
      },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireRole', () => {
  it('sends a signed-out visitor to /login with the way back', () => {
    const router = renderAt('/admin?tab=users');
    expect(screen.getByText('login screen')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/login?next=%2Fadmin%3Ftab%3Dusers',
    );
  });

  it('shows Access Denied to the wrong role', () => {
    sessionStore.start({ token: 't', user: aUser({ id: 2, role: 'client', name: 'C' }) });
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('admin area')).not.toBeInTheDocument();
  });

  it('lets the right role in', () => {
    sessionStore.start({ token: 't', user: aUser({ id: 3, role: 'admin', name: 'A' }) });
    renderAt('/admin');
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });
});
