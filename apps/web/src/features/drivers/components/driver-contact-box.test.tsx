import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session';
import { aDriver, aUser } from '@/test/fixtures';
import { renderScreen, stubApi } from '@/test/render';
import { DriverContactBox } from './driver-contact-box';

describe('DriverContactBox (rules §1.12)', () => {
  it('tells a client without a verified licence the whole rule: the phone before booking, or on a confirmed booking (rules §4.8)', () => {
    stubApi(() => ({ body: {} }));
    sessionStore.start({ token: 't', user: aUser({ license_verification_status: 'pending' }) });
    renderScreen(<DriverContactBox driver={aDriver()} />);
    expect(screen.getByText('Licence verification required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'With a verified driving licence you can see the driver’s phone number before you book. Without one, it shows on your booking once the driver confirms it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify Licence' })).toHaveAttribute(
      'href',
      '/account/verification',
    );
  });

  it('tells a driver looking at another driver when clients see the phone', () => {
    stubApi(() => ({ body: {} }));
    sessionStore.start({ token: 't', user: aUser({ role: 'driver' }) });
    renderScreen(<DriverContactBox driver={aDriver()} />);
    expect(
      screen.getByText(
        'Clients see the driver’s phone number here once their driving licence is verified, and on their booking once the driver confirms it.',
      ),
    ).toBeInTheDocument();
  });
});
