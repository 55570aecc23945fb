import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarContactView } from '@kodesha/domain';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aUser } from '@/test/fixtures';
import { renderScreen, requestedUrls, stubApi } from '@/test/render';
import { ContactBox } from './contact-box';

const contactUrl = '/api/cars/7/contact';

describe('ContactBox (rules §1.12)', () => {
  it('asks a visitor to log in, and comes back to this car afterwards', () => {
    const fetch = stubApi(() => ({ body: {} }));
    renderScreen(<ContactBox carId={7} ownerId={3} />, '/cars/7');
    expect(screen.getByText('Authentication required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcars%2F7',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells an owner or a driver that a client account is needed', () => {
    stubApi(() => ({ body: {} }));
    sessionStore.start({ token: 't', user: aUser({ role: 'owner' }) });
    renderScreen(<ContactBox carId={7} ownerId={3} />);
    expect(screen.getByText('You need a client account to contact car owners')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show phone number' })).not.toBeInTheDocument();
  });

  it('sends a client without a verified licence to verify it', () => {
    stubApi(() => ({ body: {} }));
    sessionStore.start({ token: 't', user: aUser({ license_verification_status: 'pending' }) });
    renderScreen(<ContactBox carId={7} ownerId={3} />);
    expect(screen.getByText('Licence verification required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify Licence' })).toHaveAttribute(
      'href',
      '/account/verification',
    );
  });

  it('tells a client without a verified licence the whole rule: the phone before booking, or on a confirmed booking (rules §1.12, §4.8)', () => {
    stubApi(() => ({ body: {} }));
    sessionStore.start({
      token: 't',
      user: aUser({ license_verification_status: 'not_submitted' }),
    });
    renderScreen(<ContactBox carId={7} ownerId={3} />);
    expect(
      screen.getByText(
        'With a verified driving licence you can see the owner’s phone number before you book. Without one, it shows on your booking once the owner confirms it.',
      ),
    ).toBeInTheDocument();
  });

  it('tells an owner looking at a car when clients see its phone', () => {
    stubApi(() => ({ body: {} }));
    sessionStore.start({ token: 't', user: aUser({ role: 'owner' }) });
    renderScreen(<ContactBox carId={7} ownerId={3} />);
    expect(
      screen.getByText(
        'Clients see the owner’s phone number here once their driving licence is verified, and on their booking once the owner confirms it.',
      ),
    ).toBeInTheDocument();
  });

  it('reveals the phone to a verified client only after the click', async () => {
    const fetch = stubApi(() => ({
      body: { data: { phone: '+250 788 123 456' } satisfies CarContactView },
    }));
    sessionStore.start({ token: 't', user: aUser({ license_verification_status: 'verified' }) });
    renderScreen(<ContactBox carId={7} ownerId={3} />);
    expect(screen.queryByText(/788/)).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    const call = await screen.findByRole('link', { name: 'Call +250 788 123 456' });
    expect(call).toHaveAttribute('href', 'tel:+250788123456');
    expect(requestedUrls(fetch)).toEqual([contactUrl]);
  });

  it("shows the server's reason when it refuses", async () => {
    stubApi(() => ({ status: 403, body: { message: 'Licence verification required' } }));
    sessionStore.start({ token: 't', user: aUser({ license_verification_status: 'verified' }) });
    renderScreen(<ContactBox carId={7} ownerId={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Licence verification required');
  });

  it('shows no phone from an answer that breaks the contract (record 29)', async () => {
    // The phone as a number: parsed by carContactAnswer, it is refused, not dialled.
    stubApi(() => ({ body: { data: { phone: 250788123456 } } }));
    sessionStore.start({ token: 't', user: aUser({ license_verification_status: 'verified' }) });
    renderScreen(<ContactBox carId={7} ownerId={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The phone number could not be loaded. Please try again.',
    );
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
  });
});
