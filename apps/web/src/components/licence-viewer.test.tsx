import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render';
import { LicenceViewer, licenceZoom, zoomedIn, zoomedOut } from './licence-viewer';

const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

function stubImage(status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(status === 200 ? png : JSON.stringify({}), {
        status,
        headers: { 'content-type': status === 200 ? 'image/png' : 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  // jsdom has no object URLs: the photo's is made up here.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:licence';
      static override revokeObjectURL = () => undefined;
    },
  );
  return fetch;
}

describe('licence zoom (rules §8.2)', () => {
  it('goes from 50 % to 300 % in steps of 25 %', () => {
    expect(zoomedIn(100)).toBe(125);
    expect(zoomedIn(300)).toBe(licenceZoom.max);
    expect(zoomedOut(75)).toBe(50);
    expect(zoomedOut(50)).toBe(licenceZoom.min);
  });
});

describe('LicenceViewer', () => {
  it('zooms, turns, offers the download, and decides while pending', async () => {
    stubImage();
    const onDecide = vi.fn();
    renderScreen(
      <LicenceViewer
        open
        onClose={() => undefined}
        holderName="Aline Uwase"
        imagePath="/api/users/3/license-image?v=1"
        submittedAt="2026-11-20T08:00:00.000Z"
        canDecide
        onDecide={onDecide}
      />,
    );
    const image = await screen.findByRole('img', { name: 'Driving licence of Aline Uwase' });
    expect(screen.getByText('Zoom 100%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: /Rotate 90/ }));
    expect(image).toHaveAttribute('data-zoom', '150');
    expect(image).toHaveAttribute('data-rotation', '90');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'licence-aline-uwase.png',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onDecide).toHaveBeenCalledWith('verified');
  });

  it('says so when there is no photo, or it cannot be loaded; no decision when it is not pending', async () => {
    stubImage(404);
    renderScreen(
      <>
        <LicenceViewer
          open
          onClose={() => undefined}
          holderName="A"
          imagePath={null}
          canDecide={false}
        />
        <LicenceViewer
          open
          onClose={() => undefined}
          holderName="B"
          imagePath="/api/users/9/license-image?v=1"
          canDecide={false}
        />
      </>,
    );
    expect(screen.getByText('No licence image available')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load licence image')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
