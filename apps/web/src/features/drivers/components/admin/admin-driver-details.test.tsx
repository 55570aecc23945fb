import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anAdminDriver } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { AdminDriverDetails } from './admin-driver-details';

/** The words a fact of the details shows under its label. */
const factOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('AdminDriverDetails (rules §8.8)', () => {
  it('names the driver’s own licence and the account’s apart: a verified driver who never sent a client’s licence', () => {
    renderScreen(
      <AdminDriverDetails
        driver={anAdminDriver({
          license_verification_status: 'verified',
          user: {
            id: 12,
            email: 'eric@example.rw',
            phone_number: null,
            license_verification_status: 'not_submitted',
          },
        })}
        onViewLicence={vi.fn()}
      />,
    );
    expect(factOf('Driver licence')).toBe('Verified');
    expect(factOf('Account licence')).toBe('Not submitted');
  });

  it('shows the account’s licence as the account holds it, whatever the profile’s', () => {
    renderScreen(
      <AdminDriverDetails
        driver={anAdminDriver({
          license_verification_status: 'pending',
          user: {
            id: 12,
            email: 'eric@example.rw',
            phone_number: null,
            license_verification_status: 'verified',
          },
        })}
        onViewLicence={vi.fn()}
      />,
    );
    expect(factOf('Driver licence')).toBe('Pending');
    expect(factOf('Account licence')).toBe('Verified');
  });
});
