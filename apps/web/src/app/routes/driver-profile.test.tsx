import { messages } from '@kodesha/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aDriver } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { Component as DriverProfilePage } from './driver-profile';

const own = aDriver({ license_verification_status: 'verified', license_number: 'RW-1' });

/** The driver's own profile loads; saving it answers `save`. */
function renderWithSave(save: { status: number; body: unknown }) {
  stubApi((url, init) => (init.method === 'PUT' ? save : { body: { data: own } }));
  renderScreen(<DriverProfilePage />, '/driver/profile');
}

const saveProfile = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Save Profile' }));

describe('DriverProfilePage (rules §3.10)', () => {
  it("a save that fails without the server's words says 'Failed to update profile. Please try again.'", async () => {
    renderWithSave({ status: 404, body: {} });
    await saveProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update profile. Please try again.',
    );
  });

  it('a save refused as sent, without words, says the same', async () => {
    renderWithSave({ status: 400, body: {} });
    await saveProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.driverProfileUpdateFailed);
  });

  it('no connection keeps its own words, which say more (rules §9.10)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        if (init.method === 'PUT') throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: own }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    renderScreen(<DriverProfilePage />, '/driver/profile');
    await saveProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.offline);
    expect(screen.queryByText(messages.driverProfileUpdateFailed)).not.toBeInTheDocument();
  });

  it("a refusal with the server's reason shows the reason, not the fallback", async () => {
    renderWithSave({
      status: 403,
      body: { code: 'driver.notYours', message: messages.driverNotYours },
    });
    await saveProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.driverNotYours);
    expect(screen.queryByText(messages.driverProfileUpdateFailed)).not.toBeInTheDocument();
  });
});
