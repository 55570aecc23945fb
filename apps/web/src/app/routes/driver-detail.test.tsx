import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aDriver, aUser } from '@/test/fixtures';
import { renderRoutes, stubApi } from '@/test/render';
import { Component as DriverDetailPage } from './driver-detail';

const renderAt = (path: string) =>
  renderRoutes([{ path: '/drivers/:id', element: <DriverDetailPage /> }], path);

describe('DriverDetailPage: chat (rules §5.4)', () => {
  it('offers a signed-in client a chat with the driver’s account', async () => {
    stubApi(() => ({ body: { data: aDriver() } }));
    sessionStore.start({ token: 't', user: aUser({ id: 11 }) });
    renderAt('/drivers/4');
    expect(await screen.findByRole('link', { name: 'Chat with driver' })).toHaveAttribute(
      'href',
      '/chat?recipient=12&related_to_type=driver&related_to_id=4',
    );
  });

  it('offers the driver no chat with themself, and a visitor only Login Required', async () => {
    stubApi(() => ({ body: { data: aDriver() } }));
    sessionStore.start({ token: 't', user: aUser({ id: 12, role: 'driver' }) });
    renderAt('/drivers/4');
    await screen.findByRole('heading', { level: 1, name: 'Eric Niyonzima' });
    expect(screen.queryByRole('link', { name: 'Chat with driver' })).not.toBeInTheDocument();

    sessionStore.clear();
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with driver' })).not.toBeInTheDocument();
  });
});
