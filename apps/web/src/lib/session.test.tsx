import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/fixtures';
import { pageHydration, sessionStore, useSession } from './session';

function WhoIsIn() {
  const session = useSession();
  return <p>{session ? `signed in as ${session.user.name}` : 'signed out'}</p>;
}

describe('useSession while a server-rendered page hydrates (rules §9.16)', () => {
  it('draws what the server drew (nobody signed in), then the session', () => {
    sessionStore.start({ token: 'token-1', user: aUser({ name: 'Aline' }) });
    pageHydration.start();
    render(<WhoIsIn />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => pageHydration.finish());
    expect(screen.getByText('signed in as Aline')).toBeInTheDocument();
  });

  it('shows the session at once on a page the browser draws alone', () => {
    sessionStore.start({ token: 'token-2', user: aUser({ name: 'Eric' }) });
    render(<WhoIsIn />);
    expect(screen.getByText('signed in as Eric')).toBeInTheDocument();
  });
});
